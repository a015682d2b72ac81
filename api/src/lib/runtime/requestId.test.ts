import { isLoopback, requestIdFor } from './requestId'

describe('requestIdFor', () => {
  const fresh = () => 'fresh-id-0001'

  it('keeps the id the web server on this machine sent', () => {
    expect(requestIdFor('3f1c2a9e-77aa-4c1d', '127.0.0.1', fresh)).toBe('3f1c2a9e-77aa-4c1d')
    expect(requestIdFor('3f1c2a9e-77aa-4c1d', '::ffff:127.0.0.1', fresh)).toBe('3f1c2a9e-77aa-4c1d')
    expect(requestIdFor(['abcdefgh12', 'other-one'], '::1', fresh)).toBe('abcdefgh12')
  })

  it('makes a new id for a header from another machine', () => {
    expect(requestIdFor('3f1c2a9e-77aa-4c1d', '203.0.113.7', fresh)).toBe('fresh-id-0001')
    expect(requestIdFor('3f1c2a9e-77aa-4c1d', undefined, fresh)).toBe('fresh-id-0001')
  })

  it('makes a new id for a missing, short, long or odd header', () => {
    for (const header of [
      undefined,
      '',
      'short',
      'x'.repeat(65),
      'id with spaces',
      'abc\nforged-line',
      'кириллица123',
    ]) {
      expect(requestIdFor(header, '127.0.0.1', fresh)).toBe('fresh-id-0001')
    }
  })

  it('makes UUIDs by default', () => {
    expect(requestIdFor(undefined, '127.0.0.1')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.3', true],
    ['::ffff:127.0.0.2', true],
    ['::1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['2001:db8::1', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected)
  })
})
