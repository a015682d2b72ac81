import { CONTENT_KIND_CONFIGS, isContentKind } from '@modules/content/rules/contentAdmin'

import { Link, routes } from '@redwoodjs/router'

import AdminContentRecordCell from 'src/components/Admin/Content/AdminContentRecordCell'
import AdminPage from 'src/components/Admin/ui/AdminPage'
// Inside the back office's own <main>: the not-found content, not a second page.
import NotFound from 'src/components/NotFound/NotFound'

/**
 * /admin/content/{kind}/new and /admin/content/{kind}/{id}: a record's form
 * (a new one without an id).
 */
const AdminContentEditPage = ({ kind, id }: { kind: string; id?: string }) => {
  if (!isContentKind(kind)) return <NotFound />
  const config = CONTENT_KIND_CONFIGS[kind]
  if (!id && !config.creatable) return <NotFound />
  return (
    <AdminPage
      title={id ? `${config.title}: правка` : `${config.title}: новая запись`}
      actions={
        <Link to={routes.adminContentList({ kind })} className="button button--secondary">
          К списку
        </Link>
      }
    >
      <AdminContentRecordCell kind={kind} id={id ?? null} />
    </AdminPage>
  )
}

export default AdminContentEditPage
