import {
  CONTENT_KIND_CONFIGS,
  CONTENT_KINDS,
  PROMO_BANNER_KEY,
} from '@modules/content/rules/contentAdmin'

import { Link, routes } from '@redwoodjs/router'

import AdminPage from 'src/components/Admin/ui/AdminPage'

/** /admin/content: the kinds of content, each a list; the promo banner opens its page at once. */
const AdminContentPage = () => (
  <AdminPage title="Контент">
    <nav aria-label="Разделы контента">
      <ul className="content-kinds">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={routes.adminContentList({ kind })}>{CONTENT_KIND_CONFIGS[kind].title}</Link>
          </li>
        ))}
        <li>
          <Link to={routes.adminContentEdit({ kind: 'pages', id: PROMO_BANNER_KEY })}>
            Промо-баннер
          </Link>
        </li>
      </ul>
    </nav>
  </AdminPage>
)

export default AdminContentPage
