import { back, Link, navigate } from '@redwoodjs/router'

import { Button } from 'src/components/ui/Button'
import { PATHS } from 'src/lib/links'

interface BackHeaderProps {
  /** The layout's BEM block: its `__header` and `__back` classes place the pieces. */
  block: string
  /** The logo's class in that layout. */
  logoClassName: string
}

/**
 * The slim header of the cart and sign-in layouts: «← Назад» to where the
 * shopper came from (home when the page was opened directly) and the logo.
 */
const BackHeader = ({ block, logoClassName }: BackHeaderProps) => (
  <header className={`${block}__header`}>
    <Button
      variant="link"
      className={`${block}__back`}
      onClick={() => (window.history.length > 1 ? back() : navigate(PATHS.home))}
    >
      ← Назад
    </Button>
    <Link to={PATHS.home} className={logoClassName} aria-label="Акватория — на главную">
      Акватория
    </Link>
  </header>
)

export default BackHeader
