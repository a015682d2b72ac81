import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

/** A checkout with nothing to order: the way back to the catalogue. */
const EmptyCheckout = () => {
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <div className="card">
      <p>{t('checkout.empty')}</p>
      <ButtonLink to={path(PATHS.precatalog)}>{t('cart.toCatalog')}</ButtonLink>
    </div>
  )
}

export default EmptyCheckout
