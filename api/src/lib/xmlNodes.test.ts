import { xmlChild, xmlList } from './xmlNodes'

describe('xmlList', () => {
  it('is every occurrence, one or many, and none for an empty element', () => {
    expect(xmlList({ a: 1 })).toEqual([{ a: 1 }])
    expect(xmlList([1, 2])).toEqual([1, 2])
    for (const none of [undefined, null, '']) expect(xmlList(none)).toEqual([])
  })
})

describe('xmlChild', () => {
  it('reads a child of an element, nothing of a text or a list', () => {
    expect(xmlChild({ Ид: 'x' }, 'Ид')).toBe('x')
    expect(xmlChild('text', 'Ид')).toBeUndefined()
    expect(xmlChild([{ Ид: 'x' }], 'Ид')).toBeUndefined()
  })

  it('never reads a prototype member', () => {
    expect(xmlChild({}, 'constructor')).toBeUndefined()
    expect(xmlChild({}, 'toString')).toBeUndefined()
  })
})
