import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

/** A checkout with nothing to order: the way back to the catalogue. */
const EmptyCheckout = () => {
  const to = useLocalePath()
  return (
    <div className="card">
      <p>В корзине нет товаров для заказа.</p>
      <ButtonLink to={to(PATHS.precatalog)}>Перейти в каталог</ButtonLink>
    </div>
  )
}

export default EmptyCheckout
