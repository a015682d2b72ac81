import {
  fitsInstallment,
  INSTALLMENT_UNAVAILABLE_MESSAGE,
  INSTALLMENT_UNPRICED_MESSAGE,
  installmentOutsideMessage,
  installmentProblem,
  installmentRange,
  parseInstallmentTerms,
} from './installment'

const TERMS = { min: 6_000, max: 2_000_000 }

describe('installmentProblem', () => {
  it('takes a sum within the bounds, both ends included', () => {
    expect(installmentProblem('6000.00', TERMS)).toBeNull()
    expect(installmentProblem(2_000_000, TERMS)).toBeNull()
    expect(installmentProblem('104001.50', TERMS)).toBeNull()
  })

  it('refuses a sum a tiyn outside the bounds, naming them', () => {
    expect(installmentProblem('5999.99', TERMS)).toBe(installmentOutsideMessage(TERMS))
    expect(installmentProblem('2000000.01', TERMS)).toBe(installmentOutsideMessage(TERMS))
    expect(installmentOutsideMessage(TERMS)).toBe(
      'В рассрочку можно оплатить заказ на сумму от 6 000 до 2 000 000 ₸. Выберите другой способ оплаты.'
    )
  })

  it('refuses while installments are off or a price is on request', () => {
    expect(installmentProblem('10000', null)).toBe(INSTALLMENT_UNAVAILABLE_MESSAGE)
    expect(installmentProblem(null, TERMS)).toBe(INSTALLMENT_UNPRICED_MESSAGE)
    expect(installmentProblem(0, TERMS)).toBe(INSTALLMENT_UNPRICED_MESSAGE)
    expect(installmentProblem(-1, TERMS)).toBe(INSTALLMENT_UNPRICED_MESSAGE)
  })
})

describe('fitsInstallment', () => {
  it('says «Можно в рассрочку» only for a priced amount within the bounds', () => {
    expect(fitsInstallment(85_000, TERMS)).toBe(true)
    expect(fitsInstallment(5_000, TERMS)).toBe(false)
    expect(fitsInstallment(85_000, null)).toBe(false)
    expect(fitsInstallment(undefined, TERMS)).toBe(false)
    expect(fitsInstallment(null, TERMS)).toBe(false)
  })
})

describe('parseInstallmentTerms', () => {
  it('reads whole tenge', () => {
    expect(parseInstallmentTerms(' 6000 ', '2000000')).toEqual(TERMS)
    expect(installmentRange(TERMS)).toBe('от 6 000 до 2 000 000 ₸')
  })

  it.each([
    ['', '2000000'],
    ['6000', undefined],
    ['6 000', '2000000'],
    ['6000.5', '2000000'],
    ['-1', '2000000'],
    ['0', '2000000'],
    ['7000', '6000'],
    ['1e5', '2000000'],
  ])('refuses %p – %p', (min, max) => {
    expect(parseInstallmentTerms(min, max)).toHaveProperty('problem')
  })
})
