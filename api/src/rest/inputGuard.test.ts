import { BODY_DEPTH_MESSAGE, bodyProblem, MAX_BODY_DEPTH } from './inputGuard'

/** `levels` arrays (or objects) inside each other around `inner`. */
const nested = (levels: number, kind: 'array' | 'object', inner: unknown = 1): unknown => {
  let value = inner
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

describe('bodyProblem: nesting', () => {
  // Found by the fuzz suite (e2e/fuzz): 5 000 levels overflowed the stack, a 500.
  it.each(['array', 'object'] as const)(
    'refuses thousands of nested %ss with 400 {detail}, without overflowing',
    (kind) => {
      expect(bodyProblem(nested(5000, kind))).toEqual({ detail: BODY_DEPTH_MESSAGE })
      expect(bodyProblem(nested(200_000, kind))).toEqual({ detail: BODY_DEPTH_MESSAGE })
    }
  )

  it('takes bodies up to the limit, and still reads what they hold', () => {
    expect(bodyProblem(nested(MAX_BODY_DEPTH, 'object'))).toBeNull()
    expect(bodyProblem(nested(MAX_BODY_DEPTH + 1, 'object'))).toEqual({
      detail: BODY_DEPTH_MESSAGE,
    })
    expect(bodyProblem(nested(MAX_BODY_DEPTH, 'array', 'a\u0000'))).toEqual({
      detail: expect.stringContaining('недопустимые символы'),
    })
  })

  it('the limit is far above any body of the contract (order lines: 3 levels)', () => {
    expect(MAX_BODY_DEPTH).toBeGreaterThanOrEqual(16)
    expect(bodyProblem({ items: [{ product: 1, quantity: 2 }] })).toBeNull()
  })
})
