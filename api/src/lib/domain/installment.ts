import { formatTenge, isPriced, toTiyn, type Amount } from './money'

/**
 * Installments (issue 34 §2): the provider's bank lends the buyer an order's
 * amount when it lies within the bounds the shop's contract names. One rule
 * for the product page's «Можно в рассрочку», the checkout's «В рассрочку»,
 * the placed order's button and the api that starts the attempt. Pure.
 */

/** The amounts an installment may be asked for, in whole tenge, both ends included. */
export interface InstallmentTerms {
  min: number
  max: number
}

export const INSTALLMENT_UNAVAILABLE_MESSAGE =
  'Рассрочка сейчас недоступна. Выберите другой способ оплаты.'

export const INSTALLMENT_UNPRICED_MESSAGE =
  'В рассрочку можно оплатить заказ, у всех товаров которого есть цена. Выберите другой способ оплаты.'

/** «от 6 000 до 2 000 000 ₸»: the bounds as the shopper reads them. */
export const installmentRange = (terms: InstallmentTerms) =>
  `от ${formatTenge(terms.min).replace(' ₸', '')} до ${formatTenge(terms.max)}`

export const installmentOutsideMessage = (terms: InstallmentTerms) =>
  `В рассрочку можно оплатить заказ на сумму ${installmentRange(terms)}. Выберите другой способ оплаты.`

/**
 * null when `amount` (the sum to pay; null while a price is on request) may
 * be paid in installments under `terms` (null: installments are off);
 * otherwise the Russian reason.
 */
export function installmentProblem(
  amount: Amount | null,
  terms: InstallmentTerms | null
): string | null {
  if (terms === null) return INSTALLMENT_UNAVAILABLE_MESSAGE
  if (amount === null || !isPriced(amount)) return INSTALLMENT_UNPRICED_MESSAGE
  const tiyn = toTiyn(amount)
  if (tiyn < terms.min * 100 || tiyn > terms.max * 100) return installmentOutsideMessage(terms)
  return null
}

/** Whether a price or an order's sum may be paid in installments («Можно в рассрочку»). */
export const fitsInstallment = (
  amount: Amount | null | undefined,
  terms: InstallmentTerms | null
) => amount !== undefined && installmentProblem(amount, terms) === null

const WHOLE_TENGE = /^\d{1,10}$/

/**
 * Bounds from two settings' text (whole tenge): the terms, or why they
 * cannot be used (the caller turns installments off and logs it).
 */
export function parseInstallmentTerms(
  minText: string | undefined,
  maxText: string | undefined
): InstallmentTerms | { problem: string } {
  const min = (minText ?? '').trim()
  const max = (maxText ?? '').trim()
  if (!WHOLE_TENGE.test(min) || !WHOLE_TENGE.test(max)) {
    return { problem: 'the bounds are not whole tenge' }
  }
  const terms = { min: Number(min), max: Number(max) }
  if (terms.min < 1 || terms.min > terms.max) {
    return { problem: 'the lower bound must be at least 1 and not above the upper one' }
  }
  return terms
}
