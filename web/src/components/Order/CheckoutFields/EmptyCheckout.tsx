import { ButtonLink } from 'src/components/ui/Button'
import { PATHS } from 'src/lib/links'

/** A checkout with nothing to order: the way back to the catalogue. */
const EmptyCheckout = () => (
  <div className="card">
    <p>В корзине нет товаров для заказа.</p>
    <ButtonLink to={PATHS.precatalog}>Перейти в каталог</ButtonLink>
  </div>
)

export default EmptyCheckout
