// Shown when rendering fails irrecoverably (SPEC §2 "Error page").
// In development Redwood shows its own developer overlay instead.
import { DevFatalErrorPage } from '@redwoodjs/web/dist/components/DevFatalErrorPage'

const ErrorPage = () => (
  <main className="status-page">
    <h1 className="status-page__title">Непредвиденная ошибка</h1>
    <a className="button" href="/">
      Вернуться на главную
    </a>
  </main>
)

export default DevFatalErrorPage || ErrorPage
