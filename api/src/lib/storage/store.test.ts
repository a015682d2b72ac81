import { contentTypeOf } from './store'

describe('contentTypeOf', () => {
  it('names the type of a known extension, whatever its case', () => {
    expect(contentTypeOf('catalog/pump.JPG')).toBe('image/jpeg')
    expect(contentTypeOf('docs/passport.pdf')).toBe('application/pdf')
  })

  it('answers octet-stream for anything else, a prototype member too', () => {
    for (const key of ['a.exe', 'noextension', 'x.constructor', 'x.toString', 'x.__proto__'])
      expect([key, contentTypeOf(key)]).toEqual([key, 'application/octet-stream'])
  })
})
