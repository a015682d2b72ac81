import { formatTenge } from '@domain/money'
import { nextBreakFor } from '@modules/pricing/rules/nextBreak'

import { useT, useUnitWords } from 'src/lib/i18n'
import type { PriceBreakData } from 'src/lib/priceBreaks'

/**
 * How quantity breaks read in the page's language (issue 33): «от 10 шт. —
 * 9 500 ₸ за шт.» / «10 дана және одан көп — 9 500 ₸ / дана», and the next
 * break «ещё 3 шт. до цены 38 000 ₸» / «тағы 3 дана алсаңыз — бағасы
 * 38 000 ₸». Which break comes next is the pricing rule's (nextBreakFor).
 */
export function usePriceBreakWords() {
  const t = useT()
  const units = useUnitWords()
  return {
    breakText: (tier: PriceBreakData, unit?: string | null) =>
      t('price.breakFrom', {
        quantity: units.quantity(tier.minQuantity, unit),
        price: formatTenge(tier.price),
        unit: units.unit(unit),
      }),
    /** null when no break lies above `quantity`. */
    nextBreakText: (
      breaks: readonly PriceBreakData[] | null | undefined,
      quantity: number,
      unit?: string | null
    ): string | null => {
      const next = nextBreakFor(breaks, quantity)
      return next
        ? t('price.nextBreak', {
            quantity: units.quantity(next.missing, unit),
            price: formatTenge(next.price),
          })
        : null
    },
  }
}
