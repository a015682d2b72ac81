import { formatTenge, isPriced } from '@domain/money'
import { priceView } from '@domain/productDisplay'

import { useT } from 'src/lib/i18n'
import './PriceBlock.css'

interface PriceBlockProps {
  price: number
  lastPrice?: number | null
  /**
   * The retail price, which the api sends only when the viewer's price type
   * gives another: guests and retail customers never see it.
   */
  retailPrice?: number | null
  /** The viewer's price type («Оптовая»), named on the large block beside a retail reference. */
  priceTypeName?: string | null
  size?: 'small' | 'large'
}

/**
 * Current price, struck old price and the discount badge, all from one rule
 * (SPEC §9); for a wholesale customer also the retail price for reference
 * («Розничная цена: …» on the product page, «Розница: …» in lists).
 */
const PriceBlock = ({
  price,
  lastPrice,
  retailPrice,
  priceTypeName,
  size = 'small',
}: PriceBlockProps) => {
  const t = useT()
  const view = priceView(price, lastPrice)
  const retail = isPriced(retailPrice) && !view.isOnRequest ? formatTenge(retailPrice) : null
  return (
    <div className={`price-block price-block--${size}`}>
      {retail && size === 'large' && priceTypeName ? (
        <span className="price-block__type">{t('price.typed', { type: priceTypeName })}</span>
      ) : null}
      <span className={view.isOnRequest ? 'price-block__on-request' : 'price-block__current'}>
        {view.isOnRequest ? t('price.onRequest') : view.current}
      </span>
      {view.old ? (
        <>
          <s className="price-block__old">
            <span className="visually-hidden">{t('price.old')}</span>
            {view.old}
          </s>
          <span
            className="price-block__discount"
            aria-label={t('price.discount', { percent: view.discount })}
          >
            −{view.discount}%
          </span>
        </>
      ) : null}
      {retail ? (
        <span className="price-block__retail">
          {t(size === 'large' ? 'price.retailLarge' : 'price.retail', { price: retail })}
        </span>
      ) : null}
    </div>
  )
}

export default PriceBlock
