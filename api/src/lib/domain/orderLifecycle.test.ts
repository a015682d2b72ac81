import {
  accountOrdersLink,
  canTransition,
  movesFrom,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_TITLES,
  isEditable,
  isOpenOrder,
  ORDER_GROUPS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  removalOf,
  statusStamps,
  orderActionLabel,
  orderStatusTitle,
  transitionEffects,
  transitionProblem,
  type OrderActor,
  type OrderStatusName,
} from './orderLifecycle'

/** Every legal move, written out independently of the table it checks. */
const LEGAL: Record<string, OrderActor[]> = {
  'draft→placed': ['customer', 'guest'],
  'placed→confirmed': ['staff', 'exchange'],
  'placed→cancelled': ['customer', 'staff', 'exchange'],
  'confirmed→assembling': ['staff', 'exchange'],
  'confirmed→cancelled': ['staff', 'exchange'],
  'assembling→ready': ['staff', 'exchange'],
  'assembling→cancelled': ['staff', 'exchange'],
  'ready→completed': ['staff', 'exchange'],
  'ready→cancelled': ['staff', 'exchange'],
}

describe('order transitions', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const))

  it.each(pairs)('%s → %s is legal exactly for the listed actors', (from, to) => {
    for (const actor of ['customer', 'guest', 'staff', 'exchange'] as const) {
      const legal = LEGAL[`${from}→${to}`]?.includes(actor) ?? false
      expect({ from, to, actor, legal: canTransition(from, to, actor) }).toEqual({
        from,
        to,
        actor,
        legal,
      })
      const problem = transitionProblem(from, to, actor)
      if (legal) expect(problem).toBeNull()
      else expect(problem).toMatch(/^[А-ЯЁ].*\.$/)
    }
  })

  it('explains refusals in Russian', () => {
    expect(transitionProblem('placed', 'placed', 'customer')).toBe(
      'Заказ уже в статусе «Оформлен».'
    )
    expect(transitionProblem('completed', 'draft', 'staff')).toBe(
      'Нельзя перевести заказ из статуса «Выполнен» в статус «Черновик».'
    )
    expect(transitionProblem('placed', 'confirmed', 'customer')).toBe(
      'Перевести заказ в статус «Подтверждён» может только магазин.'
    )
    expect(transitionProblem('confirmed', 'cancelled', 'customer')).toMatch(/позвонив менеджеру/)
  })
})

describe('what a customer may do to an order', () => {
  const cases: [OrderStatusName, string, boolean][] = [
    ['draft', 'delete', true],
    ['placed', 'cancel', false],
    ['confirmed', 'refuse', false],
    ['assembling', 'refuse', false],
    ['ready', 'refuse', false],
    ['completed', 'refuse', false],
    ['cancelled', 'refuse', false],
  ]
  it.each(cases)('%s: DELETE means %s; items editable: %s', (status, removal, editable) => {
    expect(removalOf(status).kind).toBe(removal)
    expect(isEditable(status)).toBe(editable)
  })

  it('gives the reason for a refused removal', () => {
    expect(removalOf('cancelled')).toEqual({
      kind: 'refuse',
      reason: 'Заказ уже в статусе «Отменён».',
    })
  })
})

describe('open orders', () => {
  it('are the placed ones not yet finished: past the draft, with a move left', () => {
    for (const status of ORDER_STATUSES) {
      const finished = Object.keys(ORDER_TRANSITIONS[status]).length === 0
      expect(isOpenOrder(status)).toBe(status !== 'draft' && !finished)
    }
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual([
      'placed',
      'confirmed',
      'assembling',
      'ready',
    ])
  })

  it("are the account's current orders", () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual([...ORDER_GROUPS.current])
  })
})

describe('what a move stamps', () => {
  const now = new Date('2026-11-25T10:00:00Z')

  it('placing stamps placedAt, cancelling cancelledAt, every move statusChangedAt', () => {
    expect(statusStamps('placed', now)).toEqual({ statusChangedAt: now, placedAt: now })
    expect(statusStamps('cancelled', now)).toEqual({ statusChangedAt: now, cancelledAt: now })
    for (const status of ['confirmed', 'assembling', 'ready', 'completed'] as const) {
      expect(statusStamps(status, now)).toEqual({ statusChangedAt: now })
    }
  })
})

describe('what follows a move', () => {
  it('an account order placed: the owner is notified and gets the letter; staff and CRM hear of it', () => {
    expect(transitionEffects({ to: 'placed', actor: 'customer', hasAccount: true })).toEqual([
      'owner-notified-placed',
      'confirmation-letter',
      'staff-letter',
      'crm-lead',
    ])
  })

  it('a guest order placed: a CRM lead, the letter and the staff letter, no notification (no account)', () => {
    expect(transitionEffects({ to: 'placed', actor: 'guest', hasAccount: false })).toEqual([
      'crm-lead',
      'confirmation-letter',
      'staff-letter',
    ])
  })

  it('staff hear of every placed order, and only of placed ones, exactly once per move', () => {
    for (const to of ORDER_STATUSES) {
      for (const actor of ['customer', 'guest', 'staff'] as const) {
        for (const hasAccount of [true, false]) {
          const effects = transitionEffects({ to, actor, hasAccount })
          const count = (effect: string) => effects.filter((e) => e === effect).length
          const once = to === 'placed' ? 1 : 0
          expect([to, actor, hasAccount, count('staff-letter'), count('crm-lead')]).toEqual([
            to,
            actor,
            hasAccount,
            once,
            once,
          ])
        }
      }
    }
  })

  it('the shop moves an order: an account is notified of every move; account and guest get a letter at each step that matters', () => {
    for (const to of ['confirmed', 'ready', 'completed', 'cancelled'] as const) {
      expect(transitionEffects({ to, actor: 'staff', hasAccount: true })).toEqual([
        'owner-notified-status',
        'status-letter',
      ])
      expect(transitionEffects({ to, actor: 'staff', hasAccount: false })).toEqual([
        'status-letter',
      ])
    }
    // Assembling is the shop's own step: the account sees it, nobody gets a letter.
    expect(transitionEffects({ to: 'assembling', actor: 'staff', hasAccount: true })).toEqual([
      'owner-notified-status',
    ])
    expect(transitionEffects({ to: 'assembling', actor: 'staff', hasAccount: false })).toEqual([])
  })

  it("1C's moves tell the buyer exactly what a manager's do", () => {
    for (const to of ['confirmed', 'assembling', 'ready', 'completed', 'cancelled'] as const) {
      for (const hasAccount of [true, false]) {
        expect(transitionEffects({ to, actor: 'exchange', hasAccount })).toEqual(
          transitionEffects({ to, actor: 'staff', hasAccount })
        )
      }
    }
  })

  it('a customer cancelling their own order: only the orders mailbox hears of it', () => {
    expect(transitionEffects({ to: 'cancelled', actor: 'customer', hasAccount: true })).toEqual([
      'staff-cancel-letter',
    ])
  })

  it("a delivery order reads its last steps as the courier's; a pickup as the table", () => {
    expect(orderStatusTitle('ready', 'delivery')).toBe('Передан курьеру')
    expect(orderStatusTitle('completed', 'delivery')).toBe('Доставлен')
    expect(orderStatusTitle('ready', 'pickup')).toBe('Готов к выдаче')
    expect(orderStatusTitle('confirmed', 'delivery')).toBe('Подтверждён')
    expect(orderActionLabel('ready', 'delivery')).toBe('Передан курьеру')
    expect(orderActionLabel('completed', 'delivery')).toBe('Доставлен')
    expect(orderActionLabel('completed', 'pickup')).toBe('Выдан покупателю')
    expect(orderActionLabel('confirmed', 'delivery')).toBe('Подтвердить')
  })
})

describe('the account page of an order', () => {
  it.each([
    ['draft', '/personal-account?tab=draftorders'],
    ['placed', '/personal-account?tab=currentorders'],
    ['ready', '/personal-account?tab=currentorders'],
    ['completed', '/personal-account?tab=historyorders'],
    ['cancelled', '/personal-account?tab=historyorders'],
  ] as const)('%s → %s', (status, link) => {
    expect(accountOrdersLink(status)).toBe(link)
  })
})

describe('the moves to offer', () => {
  it('staff get exactly the legal next steps, customers only their own', () => {
    expect(movesFrom('placed', 'staff')).toEqual(['confirmed', 'cancelled'])
    expect(movesFrom('confirmed', 'staff')).toEqual(['assembling', 'cancelled'])
    expect(movesFrom('ready', 'staff')).toEqual(['completed', 'cancelled'])
    expect(movesFrom('completed', 'staff')).toEqual([])
    expect(movesFrom('placed', 'customer')).toEqual(['cancelled'])
    expect(movesFrom('confirmed', 'customer')).toEqual([])
    expect(movesFrom('draft', 'staff')).toEqual([])
  })

  it('the confirming button says «Подтвердить» and the status then reads «Подтверждён»', () => {
    expect(ORDER_ACTION_LABELS.confirmed).toBe('Подтвердить')
    expect(ORDER_STATUS_TITLES.confirmed).toBe('Подтверждён')
  })
})
