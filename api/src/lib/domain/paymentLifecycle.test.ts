import fc from 'fast-check'

import {
  amountProblem,
  orderPaymentStatusAfter,
  secondPaymentProblem,
  PAYMENT_STATES,
  paymentStep,
  payProblem,
  pgAmountOf,
  tiynOf,
  type PaymentEvent,
} from './paymentLifecycle'

const EVENTS: PaymentEvent[] = ['succeeded', 'failed', 'refunded']

/** Every step written out independently of the table it checks. */
const EXPECTED: Record<string, string> = {
  'waiting+succeeded': 'move paid',
  'waiting+failed': 'move failed',
  'waiting+refunded': 'refuse',
  'paid+succeeded': 'same',
  'paid+failed': 'refuse',
  'paid+refunded': 'move refunded',
  'failed+succeeded': 'refuse',
  'failed+failed': 'same',
  'failed+refunded': 'refuse',
  'refunded+succeeded': 'same',
  'refunded+failed': 'refuse',
  'refunded+refunded': 'refuse',
}

describe('payment steps', () => {
  const pairs = PAYMENT_STATES.flatMap((state) => EVENTS.map((event) => [state, event] as const))

  it.each(pairs)('%s + %s', (state, event) => {
    const step = paymentStep(state, event)
    const seen = step.kind === 'move' ? `move ${step.to}` : step.kind
    expect(seen).toBe(EXPECTED[`${state}+${event}`])
    if (step.kind === 'refuse') expect(step.reason).toMatch(/^[А-ЯЁ].*\.$/)
  })

  it('a repeated event never changes the state again (idempotent callbacks)', () => {
    for (const state of PAYMENT_STATES) {
      for (const event of EVENTS) {
        const first = paymentStep(state, event)
        if (first.kind !== 'move') continue
        expect(paymentStep(first.to, event).kind).not.toBe('move')
      }
    }
  })

  it('refuses a second refund in words', () => {
    expect(paymentStep('refunded', 'refunded')).toEqual({
      kind: 'refuse',
      reason: 'Оплата уже возвращена.',
    })
    expect(paymentStep('waiting', 'refunded')).toEqual({
      kind: 'refuse',
      reason: 'Вернуть можно только оплаченный заказ.',
    })
  })
})

describe('who may pay', () => {
  const base = { status: 'placed' as const, paymentStatus: null, total: '15000.00' }

  it('lets a placed unpaid order be paid, and a failed or abandoned attempt be retried', () => {
    expect(payProblem(base)).toBeNull()
    expect(payProblem({ ...base, status: 'ready', paymentStatus: 'failed' })).toBeNull()
    expect(payProblem({ ...base, paymentStatus: 'waiting' })).toBeNull()
  })

  it('refuses drafts, finished orders, paid or refunded ones and unknown totals', () => {
    expect(payProblem({ ...base, status: 'draft' })).toMatch(/оформите/)
    expect(payProblem({ ...base, status: 'cancelled' })).toMatch(/нельзя оплатить/)
    expect(payProblem({ ...base, status: 'completed' })).toMatch(/нельзя оплатить/)
    expect(payProblem({ ...base, paymentStatus: 'paid' })).toBe('Заказ уже оплачен.')
    expect(payProblem({ ...base, paymentStatus: 'refunded' })).toMatch(/возвращена/)
    expect(payProblem({ ...base, total: null })).toMatch(/уточняется/)
    expect(payProblem({ ...base, total: '0.00' })).toMatch(/уточняется/)
  })
})

describe('amounts', () => {
  it('reads amounts with a point and at most two decimals only', () => {
    expect(tiynOf('15000')).toBe(1_500_000)
    expect(tiynOf('15000.5')).toBe(1_500_050)
    expect(tiynOf('15000.05')).toBe(1_500_005)
    for (const bad of ['', '1,5', '1.234', '-1', '1e3', '15 000', '.5', 'NaN']) {
      expect(tiynOf(bad)).toBeNull()
    }
  })

  it('writes pg_amount so that it reads back to the same tiyn', () => {
    expect(pgAmountOf('15000.00')).toBe('15000')
    expect(pgAmountOf('99.50')).toBe('99.50')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (tiyn) => {
        const text = `${Math.floor(tiyn / 100)}.${String(tiyn % 100).padStart(2, '0')}`
        return tiynOf(pgAmountOf(text)) === tiyn
      })
    )
  })

  it('accepts exactly the asked amount in KZT', () => {
    expect(amountProblem({ amount: '15000.00' }, { amount: '15000', currency: 'KZT' })).toBeNull()
    expect(
      amountProblem({ amount: '15000.00' }, { amount: '15000.00', currency: 'KZT' })
    ).toBeNull()
    expect(amountProblem({ amount: '15000.00' }, { amount: '14999.99', currency: 'KZT' })).toMatch(
      /differs/
    )
    expect(amountProblem({ amount: '15000.00' }, { amount: '15000', currency: 'RUB' })).toMatch(
      /currency/
    )
    expect(amountProblem({ amount: '15000.00' }, { amount: 'abc', currency: 'KZT' })).toMatch(
      /not a number/
    )
  })
})

describe("the order's payment state", () => {
  it('follows its attempts, but a late failure keeps a payment the order has', () => {
    expect(orderPaymentStatusAfter(null, 'waiting')).toBe('waiting')
    expect(orderPaymentStatusAfter('waiting', 'paid')).toBe('paid')
    expect(orderPaymentStatusAfter('failed', 'waiting')).toBe('waiting')
    expect(orderPaymentStatusAfter('paid', 'failed')).toBe('paid')
    expect(orderPaymentStatusAfter('refunded', 'failed')).toBe('refunded')
    expect(orderPaymentStatusAfter('paid', 'refunded')).toBe('refunded')
  })

  it('refuses a second payment of a paid or refunded order', () => {
    expect(secondPaymentProblem(null)).toBeNull()
    expect(secondPaymentProblem('waiting')).toBeNull()
    expect(secondPaymentProblem('failed')).toBeNull()
    expect(secondPaymentProblem('paid')).toMatch(/already paid/)
    expect(secondPaymentProblem('refunded')).toMatch(/refunded/)
  })
})
