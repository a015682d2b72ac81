import { actAsWholesaleBuyer } from 'testing/testUsers'

import { InvalidInputError, NotFoundError } from 'src/lib/errors'
import { clearProductCaches, listProducts } from 'src/services/products/products'

import { Brand, getBrand, listBrands } from './brands'

const names = (rows: { name: string }[]) => rows.map((b) => b.name)
const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('brands', () => {
  scenario('lists brands having active goods, by name', async () => {
    // Pedrollo has only an inactive product, Ariston none at all.
    expect(names(await listBrands())).toEqual(['Baxi', 'DAB', 'Grundfos', 'Wilo'])
  })

  scenario('orders by name: name, +name, " name" (a decoded +), -name', async () => {
    for (const ordering of ['name', '+name', ' name', '']) {
      expect(names(await listBrands({ ordering }))).toEqual(['Baxi', 'DAB', 'Grundfos', 'Wilo'])
    }
    expect(names(await listBrands({ ordering: '-name' }))).toEqual([
      'Wilo',
      'Grundfos',
      'DAB',
      'Baxi',
    ])
  })

  scenario('refuses an unknown ordering with a 400 on the ordering field', async () => {
    const failure = listBrands({ ordering: 'rating' })
    await expect(failure).rejects.toThrow(InvalidInputError)
    await expect(failure).rejects.toMatchObject({
      fields: { ordering: ['Недопустимое значение сортировки «rating». Допустимо: name.'] },
    })
  })

  scenario('filters by section name', async () => {
    expect(names(await listBrands({ categoryName: 'Котельное оборудование' }))).toEqual([
      'Baxi',
      'Wilo',
    ])
    expect(names(await listBrands({ categoryName: 'Нет такого раздела' }))).toEqual([])
  })

  scenario('reads a promo section or РАСПРОДАЖА as discounted goods', async () => {
    expect(names(await listBrands({ categoryName: 'Акции' }))).toEqual(['Baxi', 'Grundfos'])
    expect(names(await listBrands({ categoryName: 'РАСПРОДАЖА' }))).toEqual(['Baxi', 'Grundfos'])
  })

  scenario('filters by subcategory name', async () => {
    expect(names(await listBrands({ subcategoryName: 'Циркуляционные насосы' }))).toEqual([
      'Grundfos',
      'Wilo',
    ])
  })

  scenario('narrows to the brands of the goods a search finds (issue 30 §5)', async () => {
    clearProductCaches()
    // The catalogue's own search: the brands offered are those of the goods it lists.
    const found = await listProducts({ filter: { search: 'циркуляционный' }, pageSize: 100 })
    const listed = [...new Set(found.results.map((p) => p.brand?.name))].sort()
    expect(names(await listBrands({ search: 'циркуляционный' }))).toEqual(listed)
    expect(listed).toEqual(['Grundfos', 'Wilo'])
    // In a section: Wilo's boiler group, not its pump, nor Baxi's boiler.
    expect(
      names(await listBrands({ categoryName: 'Котельное оборудование', search: 'Насосная группа' }))
    ).toEqual(['Wilo'])
    expect(await listBrands({ search: 'нет такого товара' })).toEqual([])
    // A blank search is no search.
    expect(names(await listBrands({ search: '  ' }))).toEqual(['Baxi', 'DAB', 'Grundfos', 'Wilo'])
  })

  scenario('applies both filters to the same product', async () => {
    expect(
      names(
        await listBrands({
          categoryName: 'Насосное оборудование',
          subcategoryName: 'Насосные станции',
          ordering: '-name',
        })
      )
    ).toEqual(['DAB'])
    // Wilo has a pump in pumps and a product in «Газовые котлы», but not one product with both.
    expect(
      await listBrands({ categoryName: 'Насосное оборудование', subcategoryName: 'Газовые котлы' })
    ).toEqual([])
  })

  scenario(
    '«sale» brands follow the viewer’s prices, as the product list’s «sale» does',
    async (scenario) => {
      clearProductCaches()
      const sale = { categoryName: 'РАСПРОДАЖА' }
      const saleArticles = async () =>
        (await listProducts({ filter: sale, ordering: 'name' })).results.map((p) => p.article)
      mockCurrentUser(null)
      expect(names(await listBrands(sale))).toEqual(['Baxi', 'Grundfos'])
      expect(await saleArticles()).toEqual(['BX-ECO-4S-24F', 'GR-UPS-25-40'])

      // A wholesale buyer pays 40 000 ₸ for the Grundfos pump, under its promotion: no old
      // price for them, so not on sale; Baxi's boiler has no wholesale price: retail, on sale.
      await actAsWholesaleBuyer('brands-wholesale', scenario.product.grundfosPump.id, 40000)
      expect(names(await listBrands(sale))).toEqual(['Baxi'])
      expect(await saleArticles()).toEqual(['BX-ECO-4S-24F'])
      expect(names(await listBrands({ categoryName: 'Акции', ordering: '-name' }))).toEqual([
        'Baxi',
      ])
      // The subcategory holds for the same discounted product.
      expect(
        names(await listBrands({ ...sale, subcategoryName: 'Циркуляционные насосы' }))
      ).toEqual([])
      expect(names(await listBrands({ ...sale, subcategoryName: 'Газовые котлы' }))).toEqual([
        'Baxi',
      ])
      // A search in «sale» narrows in the buyer's prices too (issue 30 §5).
      expect(names(await listBrands({ ...sale, search: 'насос' }))).toEqual([])
      expect(names(await listBrands({ search: 'циркуляционный' }))).toEqual(['Grundfos', 'Wilo'])

      mockCurrentUser(null)
      expect(names(await listBrands({ ...sale, search: 'насос' }))).toEqual(['Grundfos'])
      expect(names(await listBrands(sale))).toEqual(['Baxi', 'Grundfos'])
    }
  )

  scenario('gives one brand by id, 404 otherwise', async (scenario) => {
    expect(await getBrand(scenario.brand.grundfos.id)).toMatchObject({
      name: 'Grundfos',
      country: 'Дания',
    })
    // A brand without goods is not listed, but it still exists.
    expect((await getBrand(scenario.brand.ariston.id)).name).toBe('Ariston')
    await expect(getBrand(999999)).rejects.toThrow(NotFoundError)
  })

  it('gives the logo as a public media address', () => {
    expect(Brand.logo({}, info({ logo: 'demo/brands/grundfos.svg' }))).toBe(
      '/api/media/demo/brands/grundfos.svg'
    )
    expect(Brand.logo({}, info({ logo: null }))).toBeNull()
  })
})
