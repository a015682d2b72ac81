import { NotFoundError } from 'src/lib/errors'

import { getProductionPage, listProductionPages, ProductionPage } from './productionPages'

const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('production pages', () => {
  scenario('are listed by position', async () => {
    expect((await listProductionPages()).map((p) => p.slug)).toEqual([
      'akva-control-cabinet',
      'block-boiler-room',
      'water-pumping-station',
    ])
  })

  scenario('are found by numeric id or by slug', async (scenario) => {
    const id = scenario.productionPage.water.id
    expect((await getProductionPage(id)).slug).toBe('water-pumping-station')
    expect((await getProductionPage(String(id))).slug).toBe('water-pumping-station')
    expect((await getProductionPage('water-pumping-station')).id).toBe(id)
  })

  scenario('answer 404 for unknown ids and slugs and for keys that name nothing', async () => {
    for (const key of [999999, '999999', 'water-purification', '../etc', '', null]) {
      await expect(getProductionPage(key)).rejects.toThrow(NotFoundError)
    }
  })
})

describe('ProductionPage media fields', () => {
  it('give public media addresses', () => {
    const root = { image: 'demo/production/a.svg', gallery: ['demo/production/a-2.svg'] }
    expect(ProductionPage.image({}, info(root))).toBe('/api/media/demo/production/a.svg')
    expect(ProductionPage.gallery({}, info(root))).toEqual(['/api/media/demo/production/a-2.svg'])
  })
})
