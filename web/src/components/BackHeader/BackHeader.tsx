import { back, Link, navigate } from '@redwoodjs/router'

import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
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
const BackHeader = ({ block, logoClassName }: BackHeaderProps) => {
  const t = useT()
  const home = useLocalePath()(PATHS.home)
  return (
    <header className={`${block}__header`}>
      <Button
        variant="link"
        className={`${block}__back`}
        onClick={() => (window.history.length > 1 ? back() : navigate(home))}
      >
        {t('back.back')}
      </Button>
      <Link to={home} className={logoClassName} aria-label={t('header.logoLabel')}>
        {t('header.logo')}
      </Link>
    </header>
  )
}

export default BackHeader
