import { askGraphql } from 'testing/graphql'
import { currentUserFixture } from 'testing/testUsers'

import { forgetCatalogCachesHere } from 'src/lib/catalogCaches'
import { db } from 'src/lib/db'
import { discountPercent, isOnSale } from 'src/lib/domain/productDisplay'
import { SALE_CATEGORY_NAME } from 'src/lib/domain/productFilters'

import {
  Product,
  listProducts,
  priceLimits,
  products,
  productByArticle,
  productsByArticles,
  PRODUCTS_BY_ARTICLES_LIMIT,
  clearProductCaches,
  productPriceLimits,
  type ProductWithRelations,
} from './products'
import type { StandardScenario } from './products.scenarios'

const resolve = <K extends keyof typeof Product>(field: K, root: ProductWithRelations) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (Product[field] as any)({}, { root, context: {}, info: {} })

describe('products service', () => {
  beforeEach(() => clearProductCaches())

  scenario('lists with filters, ordering and pages', async () => {
    const page = await listProducts({
      filter: { categoryName: 'Насосное оборудование', price: { min: 50000 } },
      ordering: '-current_price',
      page: 1,
      pageSize: 2,
    })
    expect(page.count).toBe(3)
    expect(page.results.map((p) => p.article)).toEqual(['GR-SQ-3-65', 'GR-UPS-25-40-180'])
  })

  scenario(
    'a prepared first page answers the same past its generic plan, for any section',
    async () => {
      // The page statement of a section in price order is prepared (lib/db queryRows):
      // PostgreSQL plans it generically after five runs on a connection.
      const list = (categoryName: string) =>
        listProducts({ filter: { categoryName }, ordering: '-current_price', page: 1, pageSize: 2 })
      const first = await list('Насосное оборудование')
      for (let i = 0; i < 7; i++) {
        clearProductCaches()
        expect((await list('Насосное оборудование')).results.map((p) => p.article)).toEqual(
          first.results.map((p) => p.article)
        )
      }
      const other = await list('Баки и емкости')
      expect(other.count).toBe(1)
      expect(other.results.map((p) => p.categoryId)).toEqual([other.results[0].category.id])
    }
  )

  scenario(
    'a list reads cards; whole products when it is asked for them or its query asks for what cards leave out',
    async () => {
      const filter = { categoryName: 'Насосное оборудование' }
      const cards = await listProducts({ filter, ordering: '-current_price' })
      const ups = cards.results.find((p) => p.article === 'GR-UPS-25-40-180')!
      expect(ups).toMatchObject({
        name: 'Насос циркуляционный Grundfos UPS 25-40 180',
        nameLang: 'ru',
      })
      expect(ups.images).toHaveLength(2)
      expect(ups.stock.map((line) => line.shop.city)).toEqual(['Атырау', 'Актобе'])
      for (const left of ['description', 'descriptionKk', 'attributes'])
        expect(ups).not.toHaveProperty(left)

      const whole = await listProducts({ filter, ordering: '-current_price' }, 'full')
      const wholeUps = whole.results.find((p) => p.article === 'GR-UPS-25-40-180')!
      expect(wholeUps.description).toBe('Для систем отопления частного дома.')
      expect(wholeUps.attributes.map((a) => a.name)).toEqual([
        'Мощность, кВт',
        'Напор, м',
        'Материал корпуса',
      ])
      // The same goods either way.
      expect(whole.results.map((p) => p.article)).toEqual(cards.results.map((p) => p.article))

      const ask = async (selection: string, fragments = '') => {
        const { status, body } = await askGraphql(
          `query ($f: ProductFilterInput) { products(filter: $f, ordering: "-current_price") {
            results { article ${selection} } } } ${fragments}`,
          { f: filter }
        )
        expect(status).toBe(200)
        expect(body.errors).toBeUndefined()
        return body.data.products.results.find(
          (p: { article: string }) => p.article === 'GR-UPS-25-40-180'
        )
      }
      expect(await ask('name')).toEqual({ article: 'GR-UPS-25-40-180', name: ups.name })
      expect(await ask('description descriptionLang')).toMatchObject({
        description: 'Для систем отопления частного дома.',
        descriptionLang: 'ru',
      })
      const asked = await ask(
        '...Details',
        'fragment Details on Product { characteristics { name value unit } }'
      )
      expect(asked.characteristics).toEqual([
        { name: 'Мощность, кВт', value: '0,06', unit: 'кВт' },
        { name: 'Напор, м', value: '4', unit: 'м' },
        { name: 'Материал корпуса', value: 'Чугун', unit: null },
      ])
    }
  )

  scenario('GraphQL products and priceLimits read null filter fields as absent', async () => {
    const page = await products({
      filter: { categoryName: 'Баки и емкости', price: null, search: null, brandNames: null },
      ordering: null,
      page: null,
      pageSize: null,
    })
    expect(page).toMatchObject({ count: 1, page: 1, pageSize: 9 })
    expect(await priceLimits({ filter: { brandNames: ['Wilo'], isPopular: null } })).toEqual({
      minPrice: 54000,
      maxPrice: 54000,
    })
  })

  scenario(
    'products by articles keep the asked order and leave out unknown and hidden ones',
    async () => {
      const found = await productsByArticles({
        articles: ['WL-STAR-RS-25-4', 'NOPE', 'OLD-1', ' GR-SQ-3-65 ', 'WL-STAR-RS-25-4'],
      })
      expect((found as unknown as ProductWithRelations[]).map((p) => p.article)).toEqual([
        'WL-STAR-RS-25-4',
        'GR-SQ-3-65',
      ])
      expect(await productsByArticles({ articles: [] })).toEqual([])
      const tooMany = Array.from({ length: PRODUCTS_BY_ARTICLES_LIMIT + 1 }, (_, i) => `A-${i}`)
      await expect(productsByArticles({ articles: tooMany })).rejects.toThrow(
        'Не больше 30 артикулов за один запрос.'
      )
    }
  )

  scenario('«РАСПРОДАЖА» lists exactly the goods isOnSale says, each with a badge', async () => {
    const prices: [string, number, number | null][] = [
      ['GR-UPS-25-40-180', 99_999.99, 100_000], // below 1%: floor says 0
      ['GR-SQ-3-65', 100_000, 100_000],
      ['WL-STAR-RS-25-4', 100, 100.01],
      ['WL-SKID-2', 0, 500], // on request
      ['AN-V-500', 500, null],
    ]
    for (const [article, currentPrice, lastPrice] of prices) {
      await db.product.update({ where: { article }, data: { currentPrice, lastPrice } })
    }
    const listed = await listProducts({
      filter: { categoryName: SALE_CATEGORY_NAME },
      pageSize: 100,
    })
    expect(listed.results.map((p) => p.article).sort()).toEqual(
      prices
        .filter(([, price, old]) => isOnSale(price, old))
        .map(([article]) => article)
        .sort()
    )
    expect(listed.count).toBe(2)
    for (const product of listed.results) {
      const percent = discountPercent(Number(product.currentPrice), Number(product.lastPrice))
      expect(percent).toBeGreaterThanOrEqual(1)
    }
  })

  scenario(
    'attaches sections, brands and shops from the kept rows; a new one is read, a change shows after a write signal',
    async (s: StandardScenario) => {
      const ups = async () => (await productByArticle('GR-UPS-25-40-180')) as ProductWithRelations
      const first = await ups()
      expect(first.category).toMatchObject({ id: s.category.pumps.id, name: expect.any(String) })
      expect(first.brand).toMatchObject({ id: s.brand.grundfos.id, name: 'Grundfos' })
      expect(first.subcategory).toMatchObject({ slug: 'cirkulyacionnye-nasosy' })
      // In the shops' order, each line with its whole shop (as the page statement gave it before).
      expect(first.stock.map((line) => [line.shopId, line.count, line.shop.name])).toEqual([
        [s.shop.atyrau.id, 12, 'Атырау'],
        [s.shop.aktobe.id, 0, 'Актобе'],
      ])
      expect(first.stock[0].shop).toMatchObject({
        address: 'г. Атырау, ул. Сатпаева, 17',
        isCanOrderByGuest: true,
      })

      // A brand made after the rows were kept (an import's): read again, never a card without it.
      const made = await db.brand.create({ data: { name: 'DAB', slug: 'dab' } })
      await db.product.update({
        where: { article: 'GR-UPS-25-40-180' },
        data: { brandId: made.id },
      })
      expect((await ups()).brand).toMatchObject({ id: made.id, name: 'DAB' })

      // A changed row shows once the write's signal has reached this process (lib/catalogCaches).
      await db.shop.update({
        where: { id: s.shop.atyrau.id },
        data: { addressKk: 'Атырау қ., Сәтбаев к-сі, 17' },
      })
      forgetCatalogCachesHere()
      expect((await ups()).stock[0].shop.addressKk).toBe('Атырау қ., Сәтбаев к-сі, 17')
    }
  )

  scenario('price limits ignore goods without a price', async () => {
    expect(await productPriceLimits({ brandNames: ['Wilo'] })).toEqual({
      minPrice: 54000,
      maxPrice: 54000,
    })
  })

  scenario('GraphQL fields: money as numbers, media addresses, stock by viewer', async () => {
    const ups = await productByArticle('GR-UPS-25-40-180')
    expect(resolve('currentPrice', ups)).toBe(68000)
    expect(resolve('lastPrice', ups)).toBe(80000)
    expect(resolve('images', ups)[0].file).toBe('/api/media/demo/products/GR-UPS-25-40-180-1.svg')

    expect(resolve('quantity', ups)).toBeNull()
    expect(resolve('balance', ups).map((b: { count: number | null }) => b.count)).toEqual([
      null,
      null,
    ])

    mockCurrentUser(currentUserFixture({ id: 1, email: 'retail@akvatoria.kz' }))
    expect(resolve('quantity', ups)).toBe(12)
    expect(resolve('balance', ups)[0]).toMatchObject({
      isAvailable: true,
      count: 12,
      shop: { name: 'Атырау' },
    })
  })
})
