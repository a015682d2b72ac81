import { priceView } from '@domain/productDisplay'

import './PriceBlock.css'

interface PriceBlockProps {
  price: number
  lastPrice?: number | null
  size?: 'small' | 'large'
}

/** Current price, struck old price and the discount badge, all from one rule (SPEC §9). */
const PriceBlock = ({ price, lastPrice, size = 'small' }: PriceBlockProps) => {
  const view = priceView(price, lastPrice)
  return (
    <div className={`price-block price-block--${size}`}>
      <span className={view.isOnRequest ? 'price-block__on-request' : 'price-block__current'}>
        {view.current}
      </span>
      {view.old ? (
        <>
          <s className="price-block__old">
            <span className="visually-hidden">Старая цена: </span>
            {view.old}
          </s>
          <span className="price-block__discount" aria-label={`Скидка ${view.discount}%`}>
            −{view.discount}%
          </span>
        </>
      ) : null}
    </div>
  )
}

export default PriceBlock
