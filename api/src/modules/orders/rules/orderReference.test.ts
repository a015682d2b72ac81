import { orderNumberPart, parseOrderReference } from './orderReference'

describe('parseOrderReference', () => {
  it.each([
    'A-001085',
    'a-1085',
    'А-001085',
    'а1085',
    'A 001085',
    'A–001085',
    'А−001085',
    'а-001085',
    '№ A-001085',
    'Заказ A-001085',
    ' #A-1085 ',
  ])('reads %p as the number A-001085 only', (raw) => {
    expect(parseOrderReference(raw)).toEqual({ number: 'A-001085', id: null, text: 'A-001085' })
  })

  it('reads bare digits as the internal code or the number without its letter', () => {
    expect(parseOrderReference('79')).toEqual({ number: 'A-000079', id: 79, text: '79' })
    expect(parseOrderReference(' 001085 ')).toEqual({ number: 'A-001085', id: 1085, text: '1085' })
    expect(parseOrderReference(1085)).toEqual({ number: 'A-001085', id: 1085, text: '1085' })
    expect(parseOrderReference('№ 79')).toEqual({ number: 'A-000079', id: 79, text: '79' })
  })

  it('keeps numbers past six digits whole', () => {
    expect(parseOrderReference('A-1234567')).toEqual({
      number: 'A-1234567',
      id: null,
      text: 'A-1234567',
    })
  })

  it('reads its own spelling back to the same reference', () => {
    for (const raw of ['a-1085', '79', 'Заказ № А001085']) {
      const once = parseOrderReference(raw)!
      expect(parseOrderReference(once.text)).toEqual(once)
    }
  })

  it.each([
    '',
    '  ',
    '0',
    'A-000000',
    '-5',
    '1.5',
    'B-001085',
    'AA-1085',
    'A-',
    '1085A',
    'A-001085 и ещё',
    '99999999999',
    '2147483648',
    null,
    undefined,
    {},
  ])('refuses %p', (raw) => {
    expect(parseOrderReference(raw)).toBeNull()
  })
})

describe('orderNumberPart', () => {
  it.each([
    ['А-0010', 'A-0010'],
    ['а-0010', 'A-0010'],
    ['a-0010', 'A-0010'],
    ['А0010', 'A-0010'],
    ['А—001048', 'A-001048'],
    ['A-1', 'A-1'],
  ])('reads %p as the stored start %p', (word, part) => {
    expect(orderNumberPart(word)).toBe(part)
  })

  it.each(['', 'а', 'А-', 'Алия', '1048', '+7 701', 'B-0010', 'А 0010'])(
    'is no number in %p',
    (word) => {
      expect(orderNumberPart(word)).toBeNull()
    }
  )
})
