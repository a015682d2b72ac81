import { quantityTextIn, unitLabelIn } from '@domain/productDisplay'

import { useLocale } from './LocaleProvider'

/**
 * Units and counts of goods in the page's language (issue 33): «28 шт.» on a
 * Russian page, «28 дана» on a Kazakh one; metric units alike. The same rule
 * as the Kazakh letters (domain/productDisplay `unitLabelIn`).
 */
export function useUnitWords() {
  const locale = useLocale()
  return {
    /** «шт.» / «дана», «м». */
    unit: (unit?: string | null) => unitLabelIn(locale, unit),
    /** «28 шт.» / «28 дана». */
    quantity: (count: number, unit?: string | null) => quantityTextIn(locale, count, unit),
  }
}
