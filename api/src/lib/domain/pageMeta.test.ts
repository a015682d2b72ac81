import {
  absoluteUrl,
  breadcrumbJsonLd,
  CANONICAL_PARAMS,
  canonicalPath,
  DESCRIPTION_LIMIT,
  jsonLdText,
  metaDescription,
  productJsonLd,
} from './pageMeta'
import { CLEAN_PARAMS } from './sitemap'

describe('metaDescription', () => {
  it('joins paragraphs and list lines into one plain line', () => {
    expect(metaDescription('Сервис «Акватории».\n\n- **Монтаж** котлов;\n- пусконаладка.\n')).toBe(
      'Сервис «Акватории». Монтаж котлов; пусконаладка.'
    )
  })

  it('drops headings, numbered lists and link addresses, keeping their words', () => {
    expect(
      metaDescription(
        '## Что сделано\n\n1. Проект [котельной](/production/block-boiler-room).\n2. Монтаж.'
      )
    ).toBe('Что сделано Проект котельной. Монтаж.')
  })

  it('keeps a short text as it is', () => {
    expect(metaDescription('  Доставка по Атырау  ')).toBe('Доставка по Атырау')
    expect(metaDescription('')).toBe('')
  })

  it('cuts a long text at a word, within the limit, with «…»', () => {
    const text = 'насосная станция '.repeat(20)
    const description = metaDescription(text)
    expect(Array.from(description).length).toBeLessThanOrEqual(DESCRIPTION_LIMIT)
    expect(description.endsWith('…')).toBe(true)
    expect(description.endsWith(' …')).toBe(false)
    expect(
      description
        .slice(0, -1)
        .split(' ')
        .every((word) => ['насосная', 'станция'].includes(word))
    ).toBe(true)
  })

  it('cuts one endless word where it is', () => {
    const description = metaDescription('ж'.repeat(300), 20)
    expect(description).toBe(`${'ж'.repeat(19)}…`)
  })
})

describe('canonicalPath', () => {
  it('drops a trailing slash and every parameter of a plain page', () => {
    expect(canonicalPath('/catalog/product/VT-1/', '?utm_source=ya&from=home')).toBe(
      '/catalog/product/VT-1'
    )
    expect(canonicalPath('/', '?utm_campaign=x')).toBe('/')
    expect(canonicalPath('//', '')).toBe('/')
  })

  it('keeps the catalogue section and page, folds brands, filters, ordering and style', () => {
    expect(
      canonicalPath(
        '/catalog/v2',
        '?ordering=-current_price&brand__name=Grundfos&page=2&current_price__gte=100&category__name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B&style=2&utm_source=x'
      )
    ).toBe('/catalog/v2?category__name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B&page=2')
  })

  it('keeps none of the parameters robots.txt tells crawlers to fold', () => {
    const folded = new Set<string>([...CLEAN_PARAMS.filters, ...CLEAN_PARAMS.tracking])
    for (const kept of Object.values(CANONICAL_PARAMS).flat()) expect(folded.has(kept)).toBe(false)
  })

  it('treats page 1 and empty values as the plain address', () => {
    expect(canonicalPath('/about/news', '?page=1')).toBe('/about/news')
    expect(canonicalPath('/about/news', '?page=3')).toBe('/about/news?page=3')
    expect(canonicalPath('/objects', '?type=&page=1')).toBe('/objects')
  })
})

describe('absoluteUrl', () => {
  it('joins the origin and a path, keeping absolute URLs', () => {
    expect(absoluteUrl('https://akvatoria.kz/', '/about/news')).toBe(
      'https://akvatoria.kz/about/news'
    )
    expect(absoluteUrl('https://akvatoria.kz', 'a.png')).toBe('https://akvatoria.kz/a.png')
    expect(absoluteUrl('https://akvatoria.kz', 'https://cdn.kz/a.png')).toBe('https://cdn.kz/a.png')
  })
})

describe('productJsonLd', () => {
  const product = {
    article: 'VT-VTC560-N-3',
    name: 'Коллектор Valtec 1" × 3',
    description: 'Коллектор **латунный**.',
    currentPrice: 8450,
    images: [{ file: '/api/media/p/1.jpg' }],
    brand: { name: 'Valtec' },
    inStock: true,
  }

  it('describes the product with an Offer in tenge and its availability', () => {
    expect(
      productJsonLd(product, 'https://akvatoria.kz', '/catalog/product/VT-VTC560-N-3')
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Коллектор Valtec 1" × 3',
      sku: 'VT-VTC560-N-3',
      url: 'https://akvatoria.kz/catalog/product/VT-VTC560-N-3',
      description: 'Коллектор латунный.',
      image: ['https://akvatoria.kz/api/media/p/1.jpg'],
      brand: { '@type': 'Brand', name: 'Valtec' },
      offers: {
        '@type': 'Offer',
        url: 'https://akvatoria.kz/catalog/product/VT-VTC560-N-3',
        priceCurrency: 'KZT',
        price: '8450.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    })
  })

  it('says out of stock when no shop has it', () => {
    const data = productJsonLd({ ...product, inStock: false }, 'https://a.kz', '/p')
    expect(data.offers?.availability).toBe('https://schema.org/OutOfStock')
  })

  it('has no Offer for a price on request (0 or -1), nor empty image and brand', () => {
    for (const currentPrice of [0, -1, null]) {
      const data = productJsonLd(
        { ...product, currentPrice, images: [], brand: null, description: '' },
        'https://a.kz',
        '/p'
      )
      expect(data).not.toHaveProperty('offers')
      expect(data).not.toHaveProperty('image')
      expect(data).not.toHaveProperty('brand')
      expect(data).not.toHaveProperty('description')
    }
  })
})

describe('jsonLdText', () => {
  it('cannot close the script tag it is written into', () => {
    const text = jsonLdText({ name: 'a</script><script>alert(1)</script>' })
    expect(text).not.toContain('</')
    expect(JSON.parse(text)).toEqual({ name: 'a</script><script>alert(1)</script>' })
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute addresses, ending at the page', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Каталог', path: '/precatalog' },
          { name: 'Насосы', path: '/precatalog/%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B' },
          { name: 'Насос Grundfos', path: '/catalog/product/GR-1' },
        ],
        'https://akvatoria.kz/'
      )
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Каталог',
          item: 'https://akvatoria.kz/precatalog',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Насосы',
          item: 'https://akvatoria.kz/precatalog/%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Насос Grundfos',
          item: 'https://akvatoria.kz/catalog/product/GR-1',
        },
      ],
    })
  })
})
