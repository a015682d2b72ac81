import type { PriceBreakData } from 'src/lib/priceBreaks'

import { usePriceBreakWords } from './usePriceBreakWords'

import './PriceBlock.css'

/**
 * «ещё 3 шт. до цены 38 000 ₸» under a price: the next quantity break of the
 * viewer's price type above `quantity` (what the cart holds, or is about to).
 * Nothing for a viewer without breaks or at the top break.
 */
const NextBreakNote = ({
  breaks,
  quantity,
  unit,
}: {
  breaks?: readonly PriceBreakData[] | null
  quantity: number
  unit?: string | null
}) => {
  const text = usePriceBreakWords().nextBreakText(breaks, quantity, unit)
  return text ? <p className="next-break">{text}</p> : null
}

export default NextBreakNote
