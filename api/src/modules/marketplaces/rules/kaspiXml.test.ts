import {
  escapeXml,
  KASPI_CATALOG_TAIL,
  kaspiCatalogHead,
  kaspiDate,
  kaspiOfferXml,
} from './kaspiXml'

describe('kaspi XML', () => {
  it('escapes the specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`Насос "A&B" <x> 'y'\u0001`)).toBe(
      'Насос &quot;A&amp;B&quot; &lt;x&gt; &apos;y&apos;'
    )
  })

  it('writes the date in Almaty time', () => {
    expect(kaspiDate(new Date('2026-12-02T12:30:59Z'))).toBe('2026-12-02 17:30')
  })

  it('writes the head with company and merchant id, and an offer with yes/no and an integer price', () => {
    const xml =
      kaspiCatalogHead(
        { company: 'ТОО «A&B»', merchantId: '30000001' },
        new Date('2026-12-02T00:00:00Z')
      ) +
      kaspiOfferXml({
        sku: 'ART-1',
        model: 'Кран <шаровой>',
        brand: 'Valtec',
        price: 1990,
        availabilities: [
          { storeId: 'PP1', available: true, stockCount: 4 },
          { storeId: 'PP2', available: false, stockCount: 0 },
        ],
      }) +
      KASPI_CATALOG_TAIL
    expect(xml).toContain('<kaspi_catalog date="2026-12-02 05:00" xmlns="kaspiShopping"')
    expect(xml).toContain('<company>ТОО «A&amp;B»</company>')
    expect(xml).toContain('<merchantid>30000001</merchantid>')
    expect(xml).toContain('<offer sku="ART-1">')
    expect(xml).toContain('<model>Кран &lt;шаровой&gt;</model>')
    expect(xml).toContain('<availability available="yes" storeId="PP1" stockCount="4"/>')
    expect(xml).toContain('<availability available="no" storeId="PP2" stockCount="0"/>')
    expect(xml).toContain('<price>1990</price>')
    expect(xml.trim().endsWith('</kaspi_catalog>')).toBe(true)
  })

  it('leaves out an empty brand element', () => {
    const xml = kaspiOfferXml({ sku: 'A', model: 'M', brand: null, price: 1, availabilities: [] })
    expect(xml).not.toContain('<brand>')
  })
})
