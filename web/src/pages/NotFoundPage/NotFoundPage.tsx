import { Metadata } from '@redwoodjs/web'

import { buttonVariants } from 'src/components/ui/buttonVariants'

/** SPEC §2: unknown routes answer with this exact text. */
const NotFoundPage = () => (
  <main className="status-page">
    <Metadata title="404" robots="noindex" />
    <h1 className="status-page__title">
      <span className="status-page__code">404</span>
      <span>This page could not be found</span>
    </h1>
    <a className={buttonVariants()} href="/">
      Вернуться на главную
    </a>
  </main>
)

export default NotFoundPage
