import { cx, variants } from './variants'

describe('cx', () => {
  it('joins the classes that are there, once each, in order', () => {
    expect(cx('a', null, undefined, false, '', 'b  c', 'a')).toBe('a b c')
    expect(cx()).toBe('')
  })
})

describe('variants', () => {
  const badge = variants({
    base: 'badge',
    variants: {
      tone: { neutral: null, danger: 'badge--danger', success: 'badge--success' },
      size: { default: null, large: 'badge--large' },
    },
    defaultVariants: { tone: 'neutral', size: 'default' },
    compoundVariants: [
      { tone: ['danger', 'success'], size: 'large', className: 'badge--loud' },
      { tone: 'neutral', size: 'large', className: 'badge--quiet' },
    ],
  })

  it('gives the base and the defaults when nothing is chosen', () => {
    expect(badge()).toBe('badge')
    expect(badge({})).toBe('badge')
  })

  it('adds each chosen option’s classes, then the caller’s own last', () => {
    expect(badge({ tone: 'danger' })).toBe('badge badge--danger')
    expect(badge({ size: 'large', className: 'x' })).toBe('badge badge--large badge--quiet x')
  })

  it('adds a compound rule’s class only when every choice it names matches', () => {
    expect(badge({ tone: 'success', size: 'large' })).toBe(
      'badge badge--success badge--large badge--loud'
    )
    expect(badge({ tone: 'success' })).toBe('badge badge--success')
  })

  it('treats an undefined choice as the default', () => {
    expect(badge({ tone: undefined, size: 'large' })).toBe('badge badge--large badge--quiet')
  })

  it('refuses an option the table does not have', () => {
    expect(() => badge({ tone: 'loud' as 'danger' })).toThrow('Unknown tone «loud»')
    expect(() => badge({ tone: 'toString' as 'danger' })).toThrow('Unknown tone «toString»')
  })
})
