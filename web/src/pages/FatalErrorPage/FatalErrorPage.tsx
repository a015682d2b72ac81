// Shown when rendering fails irrecoverably (SPEC §2 "Error page").
// In development Redwood shows its own developer overlay instead.
import { DevFatalErrorPage } from '@redwoodjs/web/dist/components/DevFatalErrorPage'

import { buttonVariants } from 'src/components/ui/buttonVariants'

/** SPEC §2: image, 'Непредвиденная ошибка', 'Вернуться на главную' (a full reload to /). */
export const ErrorPage = () => (
  <main className="status-page">
    <svg
      width={96}
      height={96}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </svg>
    <h1 className="status-page__title">Непредвиденная ошибка</h1>
    <a className={buttonVariants()} href="/">
      Вернуться на главную
    </a>
  </main>
)

export default DevFatalErrorPage || ErrorPage
