import { useState } from 'react'

import { CONTENT_KIND_CONFIGS, isContentKind } from '@modules/content/rules/contentAdmin'

import { Link, navigate, routes } from '@redwoodjs/router'

import AdminContentListCell from 'src/components/Admin/Content/AdminContentListCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'
// Inside the back office's own <main>: the not-found content, not a second page.
import NotFound from 'src/components/NotFound/NotFound'

interface Props {
  kind: string
  page?: string
  pageSize?: string
  search?: string
}

const numberOr = (text: string | undefined, fallback: number) =>
  /^\d{1,6}$/.test(text ?? '') ? Number(text) : fallback

/** The title search; keyed by the address's search, so back and forward refill it. */
const ContentSearch = ({ kind, search }: { kind: string; search: string }) => {
  const [query, setQuery] = useState(search)
  return (
    <form
      role="search"
      className="admin-filters"
      onSubmit={(event) => {
        event.preventDefault()
        const text = query.trim()
        navigate(routes.adminContentList({ kind, ...(text ? { search: text } : {}) }))
      }}
    >
      <label htmlFor="content-search">Поиск по заголовку</label>
      <input
        id="content-search"
        type="search"
        className="field__input"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--secondary">
        Найти
      </button>
    </form>
  )
}

/** /admin/content/{kind}: one kind's records, searched by title, a page at a time. */
const AdminContentListPage = ({ kind, page, pageSize, search = '' }: Props) => {
  if (!isContentKind(kind)) return <NotFound />
  const config = CONTENT_KIND_CONFIGS[kind]
  return (
    <AdminPage
      title={config.title}
      actions={
        <>
          <Link to={routes.adminContent()} className="button button--secondary">
            Все разделы
          </Link>
          {config.creatable ? (
            <Link to={routes.adminContentNew({ kind })} className="button">
              Создать
            </Link>
          ) : null}
        </>
      }
    >
      <ContentSearch key={`${kind}:${search}`} kind={kind} search={search} />
      <AdminContentListCell
        kind={kind}
        page={numberOr(page, 1)}
        pageSize={numberOr(pageSize, 25)}
        search={search || undefined}
      />
    </AdminPage>
  )
}

export default AdminContentListPage
