import { classifyLink, internalPath } from './safeLink'

const SITE = 'https://akvatoria.kz'

describe('classifyLink', () => {
  it.each([
    ['/service', '/service'],
    ['/catalog/v2?page=2#top', '/catalog/v2?page=2#top'],
    ['/a/../production', '/production'],
    ['https://akvatoria.kz/cart', '/cart'],
    ['HTTPS://AKVATORIA.KZ/cart', '/cart'],
  ])('%p is a page of the site (%p)', (target, href) => {
    expect(classifyLink(target, SITE)).toEqual({ kind: 'internal', href })
  })

  it.each([
    ['https://grundfos.com/kz', 'https://grundfos.com/kz'],
    ['http://example.com', 'http://example.com/'],
    ['http://akvatoria.kz/cart', 'http://akvatoria.kz/cart'], // another scheme is another origin
  ])('%p is another site', (target, href) => {
    expect(classifyLink(target, SITE)).toEqual({ kind: 'external', href })
  })

  it('keeps mailto: and tel: links of texts', () => {
    expect(classifyLink('mailto:info@akvatoria.kz', SITE)).toEqual({
      kind: 'contact',
      href: 'mailto:info@akvatoria.kz',
    })
    expect(classifyLink('tel:+77122000000')).toEqual({ kind: 'contact', href: 'tel:+77122000000' })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u0085/evil.example',
    'https://akvatoria.kz@evil.example/',
    'https://user:pass@evil.example/',
    'evil.example',
    'page.html',
    '',
    '   ',
    'mailto://evil.example',
    'https://',
  ])('refuses %p', (target) => {
    expect(classifyLink(target, SITE)).toEqual({ kind: 'refused' })
  })

  it('refuses what is not text', () => {
    expect(classifyLink(undefined)).toEqual({ kind: 'refused' })
    expect(classifyLink(null, SITE)).toEqual({ kind: 'refused' })
    expect(classifyLink(42, SITE)).toEqual({ kind: 'refused' })
  })

  it('still reads paths when the origin is unknown (prerendering)', () => {
    expect(classifyLink('/service')).toEqual({ kind: 'internal', href: '/service' })
    expect(classifyLink('/service', 'not an origin')).toEqual({
      kind: 'internal',
      href: '/service',
    })
    expect(classifyLink('https://akvatoria.kz/cart')).toEqual({
      kind: 'external',
      href: 'https://akvatoria.kz/cart',
    })
    expect(classifyLink('//evil.example')).toEqual({ kind: 'refused' })
  })
})

describe('internalPath', () => {
  it('is the path of a same-site target only', () => {
    expect(internalPath('/order?id=7', SITE)).toBe('/order?id=7')
    expect(internalPath('https://grundfos.com', SITE)).toBeNull()
    expect(internalPath('mailto:a@b.kz', SITE)).toBeNull()
    expect(internalPath('/\t/evil.example', SITE)).toBeNull()
  })
})
