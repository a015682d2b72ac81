import fc from 'fast-check'

import { isOpenOrder, ORDER_STATUSES } from '../../../lib/domain/orderLifecycle'

import {
  amountProblem,
  orderPaymentStatusAfter,
  paidOutsideProblem,
  attemptInFlight,
  newAttemptProblem,
  PAGE_IN_FLIGHT_MS,
  NEW_ATTEMPTS_PER_ORDER,
  PAYMENT_EVENTS,
  PAYMENT_STATE_TITLES,
  paymentOfCancelledOrder,
  reusableAttempt,
  secondPaymentProblem,
  PAYMENT_STATES,
  REFUND_IN_PROGRESS_MESSAGE,
  WAITING_ATTEMPT_REUSE_MS,
  paymentStep,
  payProblem,
  amountText,
  tiynOf,
} from './paymentLifecycle'

const EVENTS = PAYMENT_EVENTS

/** Every step written out independently of the table it checks. */
const EXPECTED: Record<string, string> = {
  'waiting+succeeded': 'move paid',
  'waiting+failed': 'move failed',
  'waiting+refundStarted': 'refuse',
  'waiting+refunded': 'refuse',
  'waiting+refundFailed': 'refuse',
  'paid+succeeded': 'same',
  'paid+failed': 'refuse',
  'paid+refundStarted': 'move refunding',
  'paid+refunded': 'refuse',
  'paid+refundFailed': 'refuse',
  'failed+succeeded': 'refuse',
  'failed+failed': 'same',
  'failed+refundStarted': 'refuse',
  'failed+refunded': 'refuse',
  'failed+refundFailed': 'refuse',
  // A refund in flight: a second one is refused; only the gateway's answer ends it.
  'refunding+succeeded': 'same',
  'refunding+failed': 'refuse',
  'refunding+refundStarted': 'refuse',
  'refunding+refunded': 'move refunded',
  'refunding+refundFailed': 'move paid',
  'refunded+succeeded': 'same',
  'refunded+failed': 'refuse',
  'refunded+refundStarted': 'refuse',
  'refunded+refunded': 'refuse',
  'refunded+refundFailed': 'refuse',
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

  it('refuses a second refund in words, also while the first is in flight', () => {
    expect(paymentStep('refunded', 'refundStarted')).toEqual({
      kind: 'refuse',
      reason: 'Оплата уже возвращена.',
    })
    expect(paymentStep('refunding', 'refundStarted')).toEqual({
      kind: 'refuse',
      reason: REFUND_IN_PROGRESS_MESSAGE,
    })
    expect(paymentStep('waiting', 'refundStarted')).toEqual({
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
    expect(payProblem({ ...base, paymentStatus: 'refunding' })).toMatch(/возвращена/)
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

  it('writes an amount short, so that it reads back to the same tiyn', () => {
    expect(amountText('15000.00')).toBe('15000')
    expect(amountText('99.50')).toBe('99.50')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (tiyn) => {
        const text = `${Math.floor(tiyn / 100)}.${String(tiyn % 100).padStart(2, '0')}`
        return tiynOf(amountText(text)) === tiyn
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
    expect(orderPaymentStatusAfter('paid', 'refunding')).toBe('refunding')
    expect(orderPaymentStatusAfter('refunding', 'failed')).toBe('refunding')
    expect(orderPaymentStatusAfter('refunding', 'paid')).toBe('paid')
  })

  it('refuses a second payment of a paid or refunded order', () => {
    expect(secondPaymentProblem(null)).toBeNull()
    expect(secondPaymentProblem('waiting')).toBeNull()
    expect(secondPaymentProblem('failed')).toBeNull()
    expect(secondPaymentProblem('paid')).toMatch(/already paid/)
    expect(secondPaymentProblem('refunded')).toMatch(/refunded/)
    expect(secondPaymentProblem('refunding')).toMatch(/refunded/)
  })
})

describe('states shoppers read', () => {
  it('every state has a Russian title; a refund in flight reads «Оплата возвращается»', () => {
    for (const state of PAYMENT_STATES) expect(PAYMENT_STATE_TITLES[state]).toMatch(/^[А-ЯЁ]/)
    expect(PAYMENT_STATE_TITLES.refunding).toBe('Оплата возвращается')
  })
})

describe('a payment for an order no longer payable (issue 28 §1)', () => {
  it('only an open order may be paid: the pay button asks the rule the check callback asks', () => {
    for (const status of ORDER_STATUSES) {
      const problem = payProblem({ status, paymentStatus: null, total: '1.00' })
      expect(problem === null).toBe(isOpenOrder(status))
    }
  })

  it('a success for a cancelled order is rejected when the gateway lets us, else kept and refunded', () => {
    expect(paymentOfCancelledOrder('cancelled', true)).toBe('reject')
    expect(paymentOfCancelledOrder('cancelled', false)).toBe('keep-and-refund')
    expect(paymentOfCancelledOrder('placed', true)).toBeNull()
    expect(paymentOfCancelledOrder('completed', false)).toBeNull()
  })
})

describe('payment attempts are bounded (issue 28 §1)', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const waiting = (ms: number, extra = {}) => ({
    state: 'waiting' as const,
    amount: '104001.00',
    redirectUrl: 'https://gw/pay',
    createdAt: ago(ms),
    ...extra,
  })

  it('reuses the newest fresh waiting page for the same amount', () => {
    const older = waiting(10 * 60 * 1000)
    const newer = waiting(60 * 1000)
    expect(reusableAttempt([older, newer], '104001', now)).toBe(newer)
  })

  it('asks anew past the lifetime, for another amount, without a page, or once decided', () => {
    expect(reusableAttempt([waiting(WAITING_ATTEMPT_REUSE_MS)], '104001', now)).toBeNull()
    expect(reusableAttempt([waiting(1000)], '104000', now)).toBeNull()
    expect(reusableAttempt([waiting(1000, { redirectUrl: null })], '104001', now)).toBeNull()
    expect(reusableAttempt([waiting(1000, { state: 'failed' })], '104001', now)).toBeNull()
  })

  it('a page still being asked counts as in flight for a short while', () => {
    expect(attemptInFlight([waiting(1000, { redirectUrl: null })], now)).toBe(true)
    expect(attemptInFlight([waiting(PAGE_IN_FLIGHT_MS, { redirectUrl: null })], now)).toBe(false)
    expect(attemptInFlight([waiting(1000)], now)).toBe(false)
  })

  it('lets an order start five attempts an hour', () => {
    const recent = Array.from({ length: NEW_ATTEMPTS_PER_ORDER - 1 }, () => ({
      createdAt: ago(1000),
    }))
    expect(newAttemptProblem(recent, now)).toBeNull()
    expect(newAttemptProblem([...recent, { createdAt: ago(1000) }], now)).toMatch(
      /Слишком много попыток/
    )
    expect(newAttemptProblem([...recent, { createdAt: ago(61 * 60 * 1000) }], now)).toBeNull()
  })
})

describe('paid outside the site (1C)', () => {
  it('marks an open or finished order paid once; a returned payment or a draft is refused', () => {
    expect(paidOutsideProblem({ status: 'confirmed', paymentStatus: null })).toBeNull()
    expect(paidOutsideProblem({ status: 'completed', paymentStatus: 'waiting' })).toBeNull()
    expect(paidOutsideProblem({ status: 'placed', paymentStatus: 'failed' })).toBeNull()
    expect(paidOutsideProblem({ status: 'confirmed', paymentStatus: 'paid' })).toBe('same')
    expect(paidOutsideProblem({ status: 'confirmed', paymentStatus: 'refunded' })).toBe(
      'Оплата заказа уже в состоянии «Оплата возвращена»: отметка об оплате не принята.'
    )
    expect(paidOutsideProblem({ status: 'placed', paymentStatus: 'refunding' })).toMatch(
      /«Оплата возвращается»/
    )
    expect(paidOutsideProblem({ status: 'draft', paymentStatus: null })).toMatch(/^Черновик/)
  })
})
