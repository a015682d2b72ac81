import { useT, useTextLang, useUnitWords } from 'src/lib/i18n'
import './StockList.css'

export interface StockLineData {
  isAvailable: boolean
  /** null for guests: they see only in stock / out of stock (SPEC §6). */
  count?: number | null
  shop: {
    id: number
    name: string
    nameForGuest: string
    /** `addressLang`: the language the street address is in (Kazakh where written, issue 33). */
    address: { address: string; addressLang?: string | null }
  }
}

/** Availability per shop; counts (in the product's unit) only when the viewer may see them. */
const StockList = ({ balance, unit }: { balance: StockLineData[]; unit?: string | null }) => {
  const t = useT()
  const units = useUnitWords()
  const langOf = useTextLang()
  if (!balance.length) return <p className="stock-list__none">{t('stock.none')}</p>
  return (
    <ul className="stock-list">
      {balance.map((line) => (
        <li key={line.shop.id} className="stock-list__line">
          <span className="stock-list__shop">
            {line.shop.nameForGuest || line.shop.name}
            {/* A Russian address on a Kazakh page (no Kazakh one written) is marked. */}
            <span className="stock-list__address" lang={langOf(line.shop.address.addressLang)}>
              {line.shop.address.address}
            </span>
          </span>
          <span
            className={`stock-list__state ${line.isAvailable ? 'stock-list__state--in' : 'stock-list__state--out'}`}
          >
            {line.isAvailable
              ? typeof line.count === 'number'
                ? units.quantity(line.count, unit)
                : t('stock.in')
              : t('stock.out')}
          </span>
        </li>
      ))}
    </ul>
  )
}

export default StockList
