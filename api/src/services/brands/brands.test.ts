import { InvalidInputError, NotFoundError } from 'src/lib/errors'

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
