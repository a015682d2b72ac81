import {
  categoryPath,
  newsPath,
  objectPath,
  objectsPath,
  partnerPath,
  productionPath,
  productPath,
  productTrail,
} from './links'

describe('links', () => {
  it('encodes Russian category names into /precatalog/{name}', () => {
    expect(categoryPath('Баки и емкости')).toBe(
      '/precatalog/%D0%91%D0%B0%D0%BA%D0%B8%20%D0%B8%20%D0%B5%D0%BC%D0%BA%D0%BE%D1%81%D1%82%D0%B8'
    )
  })

  it('puts the article into /catalog/product/{article}', () => {
    expect(productPath('GR-UPS 25/40')).toBe('/catalog/product/GR-UPS%2025%2F40')
  })

  it('builds the content pages of SPEC §2', () => {
    expect(newsPath(12)).toBe('/about/news/12')
    expect(objectPath(3)).toBe('/objects/3')
    expect(partnerPath(7)).toBe('/about/partners/7')
    expect(productionPath('block-boiler-room')).toBe('/production/block-boiler-room')
    expect(productionPath(4)).toBe('/production/4')
  })

  it('keeps the objects list view in its address: city in the path, type and page in the query', () => {
    expect(objectsPath()).toBe('/objects')
    expect(objectsPath({ type: 'chastnye-doma' })).toBe('/objects?type=chastnye-doma')
    expect(objectsPath({ location: 'Атырау', page: 2 })).toBe(
      '/objects/location/%D0%90%D1%82%D1%8B%D1%80%D0%B0%D1%83?page=2'
    )
    expect(objectsPath({ type: 'zhilye-kompleksy', page: 1 })).toBe(
      '/objects?type=zhilye-kompleksy'
    )
  })
})

describe('productTrail', () => {
  const product = {
    name: 'Насос Grundfos UPS 25-40',
    article: 'GR UPS/25',
    category: { name: 'Насосное оборудование' },
    subcategory: { name: 'Циркуляционные насосы' },
  }

  it('leads from the catalogue through section and subsection to the product', () => {
    expect(productTrail(product)).toEqual([
      { name: 'Каталог', path: '/precatalog' },
      { name: 'Насосное оборудование', path: categoryPath('Насосное оборудование') },
      {
        name: 'Циркуляционные насосы',
        path:
          '/catalog/v2?category__name=' +
          encodeURIComponent('Насосное оборудование').replace(/%20/g, '+') +
          '&subcategory__name=' +
          encodeURIComponent('Циркуляционные насосы').replace(/%20/g, '+'),
      },
      { name: 'Насос Grundfos UPS 25-40', path: '/catalog/product/GR%20UPS%2F25' },
    ])
  })

  it('skips the subsection a product does not have', () => {
    expect(productTrail({ ...product, subcategory: null }).map((step) => step.name)).toEqual([
      'Каталог',
      'Насосное оборудование',
      'Насос Grundfos UPS 25-40',
    ])
  })
})
