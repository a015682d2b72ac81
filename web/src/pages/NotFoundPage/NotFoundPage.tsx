import { NotFoundMain } from 'src/components/NotFound/NotFound'

/**
 * Every address no route knows, in the main layout (Routes.tsx's last route).
 * Prerendered as web/dist/404.html, which the web server answers with HTTP
 * 404 for unknown addresses and for things that do not exist (SPEC §2 quotes
 * the old site's English «This page could not be found»: its defect, not the
 * text to keep).
 */
const NotFoundPage = () => <NotFoundMain />

export default NotFoundPage
