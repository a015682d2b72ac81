import { listSlides, Slide, SlideProduct, slides } from './slides'

const titles = (rows: { title: string }[]) => rows.map((s) => s.title)
const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('slides', () => {
  scenario('lists the active carousel slides by position', async () => {
    const rows = await listSlides('carousel')
    expect(titles(rows)).toEqual(['Насосное оборудование', 'Собственное производство'])
    expect(rows[0]).toMatchObject({
      kind: 'carousel',
      subtitle: 'В наличии в Атырау',
      link: '/precatalog/Насосное оборудование',
      product: null,
    })
  })

  scenario('keeps the kinds apart', async () => {
    expect(titles(await listSlides('marketing'))).toEqual(['Скидки до 25%'])
  })

  scenario('gives product slides their product: article, name, prices, first image', async () => {
    const rows = await listSlides('product')
    // The slides of an inactive product and of a deleted product are not shown.
    expect(titles(rows)).toEqual(['Насосная станция', 'Циркуляционный насос'])
    expect(rows[1].product).toEqual({
      id: expect.any(Number),
      article: 'GR-UPS-25-40-180',
      name: 'Циркуляционный насос Grundfos UPS 25-40 180',
      nameLang: 'ru',
      slug: 'grundfos-ups-25-40-180',
      price: 52000,
      currentPrice: 45990.5,
      lastPrice: 52000,
      image: 'demo/products/GR-1.svg',
    })
    expect(rows[0].product).toMatchObject({ lastPrice: null, image: null })
  })

  scenario('answers the GraphQL query with the same rules', async () => {
    const rows = await slides({ kind: 'product' }, info(undefined))
    expect(titles(rows as { title: string }[])).toEqual([
      'Насосная станция',
      'Циркуляционный насос',
    ])
  })
})

describe('Slide media fields', () => {
  it('give public media addresses and keep external ones', () => {
    expect(Slide.image({}, info({ image: 'demo/slides/carousel-1.svg' }))).toBe(
      '/api/media/demo/slides/carousel-1.svg'
    )
    expect(Slide.image({}, info({ image: 'https://cdn.example.kz/a.png' }))).toBe(
      'https://cdn.example.kz/a.png'
    )
    expect(SlideProduct.image({}, info({ image: 'demo/products/GR-1.svg' }))).toBe(
      '/api/media/demo/products/GR-1.svg'
    )
    expect(SlideProduct.image({}, info({ image: null }))).toBeNull()
  })
})
