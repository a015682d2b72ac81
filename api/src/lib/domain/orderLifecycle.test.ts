import {
  canTransition,
  isEditable,
  ORDER_STATUSES,
  removalOf,
  transitionProblem,
  type OrderActor,
  type OrderStatusName,
} from './orderLifecycle'

/** Every legal move, written out independently of the table it checks. */
const LEGAL: Record<string, OrderActor[]> = {
  'draft→placed': ['customer'],
  'placed→confirmed': ['staff'],
  'placed→cancelled': ['customer', 'staff'],
  'confirmed→assembling': ['staff'],
  'confirmed→cancelled': ['staff'],
  'assembling→ready': ['staff'],
  'assembling→cancelled': ['staff'],
  'ready→completed': ['staff'],
  'ready→cancelled': ['staff'],
}

describe('order transitions', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const))

  it.each(pairs)('%s → %s is legal exactly for the listed actors', (from, to) => {
    for (const actor of ['customer', 'staff'] as const) {
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
