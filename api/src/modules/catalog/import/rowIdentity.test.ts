import { planContextOf } from './plan'
import { catalogState, pump, rowDraft } from './plan.fixtures'
import { identify, reportedArticle } from './rowIdentity'
import { RowReport } from './rowReport'
import type { ProductDraft } from './types'

const fromOneC = { ...pump, id: 20, article: 'VT-1', externalId: 'guid-vt-1' }

/** Rows in file order against one state: each row's identity and errors. */
function identities(...drafts: ProductDraft[]) {
  const ctx = planContextOf(catalogState([pump, fromOneC]), { createSections: false })
  return drafts.map((draft) => {
    const report = new RowReport(draft)
    const identity = identify(draft, ctx, report)
    return { id: identity.existing?.id, renames: identity.renames, errors: report.errors }
  })
}

describe('identify', () => {
  it('finds a product by its 1C Ид first, else by article; none is a new product', () => {
    expect(
      identities(
        rowDraft({ article: 'NS-1' }),
        rowDraft({ article: 'other', externalId: 'guid-vt-1' }),
        rowDraft({ article: 'NEW-1' })
      )
    ).toEqual([
      { id: 10, renames: false, errors: [] },
      { id: 20, renames: true, errors: [] },
      { id: undefined, renames: false, errors: [] },
    ])
  })

  it('an article or Ид a second time is an error naming the first row', () => {
    const [, second, third] = identities(
      rowDraft({ article: 'NS-1', externalId: 'g-1', where: 'строка 2' }),
      rowDraft({ article: 'NS-1', where: 'строка 3' }),
      rowDraft({ article: 'X-1', externalId: 'g-1', where: 'строка 4' })
    )
    expect(second.errors).toEqual(['Артикул NS-1 уже встречался: строка 2.'])
    expect(third.errors).toEqual(['Ид g-1 уже встречался: строка 2.'])
  })

  it('an article another 1C product holds, or a rename onto a held article, is refused', () => {
    const [held, rename] = identities(
      rowDraft({ article: 'VT-1', externalId: 'guid-other' }),
      rowDraft({ article: 'NS-1', externalId: 'guid-vt-1' })
    )
    expect(held).toEqual({
      id: undefined,
      renames: false,
      errors: ['Артикул VT-1 уже у другого товара (Ид 1С guid-vt-1).'],
    })
    expect(rename.errors).toEqual(['Артикул NS-1 уже у другого товара.'])
  })

  it('an offer only updates: its article finds, never renames; no product is its message', () => {
    const only = 'Товар с Ид g-9 не найден на сайте.'
    const [offer, missing] = identities(
      rowDraft({ article: 'other', externalId: 'guid-vt-1', updateOnly: only }),
      rowDraft({ externalId: 'g-9', updateOnly: only })
    )
    expect(offer).toEqual({ id: 20, renames: false, errors: [] })
    expect(missing.errors).toEqual([only])
  })

  it('a new product needs an article', () => {
    expect(identities(rowDraft({ name: 'Без артикула' }))[0].errors).toEqual(['Не указан артикул.'])
  })
})

describe('reportedArticle', () => {
  it('the stored article, the new one of a rename, else the row’s or its Ид', () => {
    const draft = rowDraft({ article: 'VT-2', externalId: 'guid-vt-1' })
    expect(reportedArticle(draft, { existing: fromOneC, renames: false })).toBe('VT-1')
    expect(reportedArticle(draft, { existing: fromOneC, renames: true })).toBe('VT-2')
    expect(
      reportedArticle(rowDraft({ externalId: 'g-9' }), { existing: undefined, renames: false })
    ).toBe('Ид g-9')
  })
})
