import { exchangeConfigSchema, type CmlOffer, type OffersDocument } from './commerceml'
import { SAMPLE_SHOPS } from './exchange.fixtures'
import { Warehouses } from './exchangeWarehouses'
import type { ProductDraft } from './types'

const offer = (fields: Partial<CmlOffer>): CmlOffer => ({
  line: 1,
  id: 'guid-1',
  article: '',
  prices: [],
  stock: null,
  ...fields,
})
const doc = (offers: CmlOffer[]): OffersDocument => ({
  file: 'offers.xml',
  priceTypes: [],
  warehouses: [
    { id: 'w-atyrau', name: 'Атырау' },
    { id: 'w-a1', name: 'Актобе, склад 1' },
    { id: 'w-a2', name: 'Актобе, склад 2' },
  ],
  offers,
})
const draft = (): ProductDraft => ({ where: 'offers.xml:1', order: 1, errors: [], notes: [] })
const warehouses = (offers: CmlOffer[], map: Record<string, string | null> = {}) =>
  new Warehouses(
    [doc(offers)],
    exchangeConfigSchema.parse({ warehouses: { 'w-a1': 'Актобе', 'w-a2': 'актобе', ...map } }),
    SAMPLE_SHOPS,
    [],
    'cfg'
  )

describe('Warehouses', () => {
  it('a warehouse is a shop by the config, else by its name; null is not a shop', () => {
    const w = warehouses([], { 'w-prod': null })
    expect(['w-atyrau', 'w-a1', 'w-prod', 'w-x'].map((id) => w.shopOf(id))).toEqual([
      'Атырау',
      'Актобе',
      null,
      undefined,
    ])
    expect([...w.fedShops]).toEqual(['Актобе', 'Атырау'])
  })

  it('sums an offer’s stock per shop; fed shops it does not list get 0', () => {
    const stocked = offer({
      stock: [
        { warehouseId: 'w-a1', quantity: '2' },
        { warehouseId: 'w-a2', quantity: '3.000' },
      ],
    })
    const target = draft()
    warehouses([stocked]).readStock(stocked, target)
    expect(target.stock).toEqual([
      { shop: 'Атырау', count: 0 },
      { shop: 'Актобе', count: 5 },
    ])
  })

  it('a total of 0 empties every fed shop; another total cannot be placed', () => {
    const none = draft()
    warehouses([]).readStock(offer({ total: '0' }), none)
    expect(none.stock).toEqual([
      { shop: 'Атырау', count: 0 },
      { shop: 'Актобе', count: 0 },
    ])
    const some = draft()
    warehouses([]).readStock(offer({ total: '7' }), some)
    expect([some.stock, some.notes]).toEqual([
      undefined,
      ['Остаток без разбивки по складам не загружен.'],
    ])
  })

  it('unknown warehouses and shops the config names wrongly stop the file', () => {
    const listed = offer({ stock: [{ warehouseId: 'w-new', quantity: '1' }] })
    const w = warehouses([listed], { 'w-x': 'Алматы' })
    w.readStock(listed, draft())
    expect(w.errors).toEqual([
      'Склад w-x сопоставлен в cfg магазину «Алматы», а такого магазина нет. Магазины: Атырау, Актобе.',
    ])
    expect(w.unknownErrors()).toEqual([
      'Склад (Ид w-new) не сопоставлен с магазином: добавьте его в warehouses в cfg (имя магазина или null, чтобы не учитывать).',
    ])
  })
})
