import { headState, tagKey, type HeadProps } from './headState'

const head = (props: Partial<HeadProps>): HeadProps => ({ htmlAttributes: {}, tags: [], ...props })
const meta = (attributes: Record<string, string>) => ({ type: 'meta' as const, attributes })
const link = (attributes: Record<string, string>) => ({ type: 'link' as const, attributes })

describe('headState (react-helmet-async 2 rules)', () => {
  it('takes the innermost title through the innermost template, else the default', () => {
    const frame = head({
      title: 'Акватория',
      titleTemplate: '%s | Акватория',
      defaultTitle: 'Акватория',
    })
    expect(headState([frame]).title).toBe('Акватория | Акватория')
    expect(headState([frame, head({ title: 'Насосы' })]).title).toBe('Насосы | Акватория')
    const kazakh = head({ titleTemplate: '%s | Акватория (kk)', defaultTitle: 'Акватория (kk)' })
    expect(headState([frame, kazakh, head({ title: 'Сорғылар' })]).title).toBe(
      'Сорғылар | Акватория (kk)'
    )
    expect(headState([head({ defaultTitle: 'Акватория', titleTemplate: '%s!' })]).title).toBe(
      'Акватория'
    )
    expect(headState([head({ title: '', defaultTitle: 'Акватория' })]).title).toBe('Акватория')
    expect(headState([]).title).toBeUndefined()
  })

  it('lets an inner head replace a meta by name or property, keeping its own repeats', () => {
    const frame = head({
      tags: [
        meta({ name: 'description', content: 'Сайт' }),
        meta({ property: 'og:locale', content: 'ru_RU' }),
      ],
    })
    const page = head({
      tags: [
        meta({ name: 'Description', content: 'Насос' }),
        meta({ property: 'og:image', content: '/a.jpg' }),
        meta({ property: 'og:image', content: '/b.jpg' }),
      ],
    })
    const { tags } = headState([frame, page])
    expect(tags.map((tag) => tag.attributes.content)).toEqual([
      'ru_RU',
      'Насос',
      '/a.jpg',
      '/b.jpg',
    ])
  })

  it('keeps one canonical link, alternates by address, and drops tags without a key', () => {
    const frame = head({
      tags: [
        link({ rel: 'canonical', href: '/a' }),
        link({ rel: 'alternate', hrefLang: 'kk', href: '/kk/a' }),
        meta({ content: 'без имени' }),
      ],
    })
    const page = head({ tags: [link({ rel: 'canonical', href: '/b' })] })
    expect(headState([frame, page]).tags.map((tag) => tag.attributes.href)).toEqual(['/kk/a', '/b'])
    expect(tagKey(link({ rel: 'stylesheet', href: '/x.css' }))).toBe('link:href=/x.css')
    expect(tagKey(meta({ content: 'x' }))).toBeNull()
  })

  it('tells scripts apart by their text and merges <html> attributes, inner winning', () => {
    const ld = (text: string) => ({
      type: 'script' as const,
      attributes: { type: 'application/ld+json' },
      text,
    })
    const state = headState([
      head({ htmlAttributes: { lang: 'ru', dir: 'ltr' }, tags: [ld('{"a":1}')] }),
      head({ htmlAttributes: { lang: 'kk' }, tags: [ld('{"a":1}'), ld('{"b":2}')] }),
    ])
    expect(state.htmlAttributes).toEqual({ lang: 'kk', dir: 'ltr' })
    expect(state.tags.map((tag) => tag.text)).toEqual(['{"a":1}', '{"b":2}'])
  })
})
