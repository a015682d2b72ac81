import { KINDS } from '../rules/contentKinds'

import { ObjectTypes } from './objectTypes'
import {
  brandNameClash,
  fixedSetError,
  matchRecord,
  missingFields,
  positionOf,
  recordContextOf,
  rejectRepeatedKeys,
} from './planRecord'
import { planRemovals } from './prune'
import type { ContentDraft } from './read'
import type { ContentState, RecordState } from './types'

const draft = (
  fields: Partial<ContentDraft> & Pick<ContentDraft, 'kind' | 'key'>
): ContentDraft => ({
  where: `${fields.kind}/${fields.key}.md`,
  order: 1,
  values: {},
  lines: {},
  media: [],
  baseDir: '/tmp',
  errors: [],
  notes: [],
  ...fields,
})
const record = (id: number, key: string | null, values: Record<string, unknown>): RecordState => ({
  id,
  key,
  values,
})

describe('matchRecord', () => {
  const old = record(1, null, { title: 'Сертификат ISO 9001' })
  const keyed = record(2, 'gost', { title: 'ГОСТ' })

  it('by key; else a record without a key by its title, once', () => {
    const taken = new Set<number | string>()
    const kind = KINDS.certificates
    expect(
      matchRecord(draft({ kind: 'certificates', key: 'gost' }), kind, [old, keyed], taken)
    ).toBe(keyed)
    const byTitle = draft({
      kind: 'certificates',
      key: 'iso',
      values: { title: 'сертификат  ISO 9001' },
    })
    expect(matchRecord(byTitle, kind, [old, keyed], taken)).toBe(old)
    expect(matchRecord({ ...byTitle, key: 'iso-2' }, kind, [old, keyed], taken)).toBeNull()
    expect([...taken]).toEqual([2, 1])
  })

  it('kinds without adoption match by key only', () => {
    const news = draft({ kind: 'news', key: 'new', values: { title: 'ГОСТ' } })
    expect(
      matchRecord(news, KINDS.news, [record(3, null, { title: 'ГОСТ' })], new Set())
    ).toBeNull()
  })
})

describe('what a new record may be', () => {
  it('pages are a fixed set; production pages only those that exist', () => {
    expect(fixedSetError(draft({ kind: 'pages', key: 'about' }), KINDS.pages, [])).toBeNull()
    expect(fixedSetError(draft({ kind: 'pages', key: 'blog' }), KINDS.pages, [])).toMatch(
      /^страницы «blog» на сайте нет; страницы: about, /
    )
    expect(
      fixedSetError(draft({ kind: 'production', key: 'x' }), KINDS.production, [
        record(1, 'pumps', {}),
      ])
    ).toBe('страницы производства «x» нет; есть: pumps')
  })

  it('needs its required fields and body, a field already in error aside', () => {
    const news = draft({ kind: 'news', key: 'n', values: { title: 'Новость' } })
    expect(missingFields(news, KINDS.news, [])).toEqual([
      'нет поля «date» (дата) — оно нужно новой записи',
      'нет текста (текст)',
    ])
    expect(missingFields(news, KINDS.news, ['строка 3: date: не дата'])).toEqual([
      'нет текста (текст)',
    ])
  })

  it('goes to the end of an ordered list unless the list or the file places it', () => {
    const next = new Map([['faq' as const, 5]])
    expect(positionOf(draft({ kind: 'faq', key: 'a' }), true, 'faq', next)).toBe(5)
    expect(positionOf(draft({ kind: 'faq', key: 'b' }), true, 'faq', next)).toBe(6)
    expect(positionOf(draft({ kind: 'faq', key: 'c', listIndex: 0 }), true, 'faq', next)).toBe(1)
    expect(positionOf(draft({ kind: 'faq', key: 'd' }), false, 'faq', next)).toBeUndefined()
  })
})

describe('brandNameClash', () => {
  const state: ContentState = {
    records: {
      partners: [record(1, 'grundfos', { name: 'Grundfos' }), record(2, 'wilo', { name: 'Wilo' })],
    },
    objectTypes: [],
  }

  it('a name another brand keeps is refused; a rename frees the old name', () => {
    const ctx = recordContextOf(state, new ObjectTypes([], false))
    const [grundfos, wilo] = state.records.partners!
    expect(
      brandNameClash('Wilo', draft({ kind: 'partners', key: 'grundfos' }), grundfos, ctx)
    ).toBe('name: бренд «Wilo» уже есть с адресом «wilo» — назовите файл partners/wilo.md')
    expect(
      brandNameClash('Wilo SE', draft({ kind: 'partners', key: 'wilo' }), wilo, ctx)
    ).toBeNull()
    expect(brandNameClash('Wilo', draft({ kind: 'partners', key: 'new' }), null, ctx)).toBeNull()
    expect(brandNameClash('Wilo', draft({ kind: 'partners', key: 'other' }), null, ctx)).toBe(
      'name: бренд «Wilo» уже в другом файле'
    )
  })
})

describe('ObjectTypes', () => {
  const types = [{ id: 7, name: 'Жилые комплексы', slug: 'zhilye-kompleksy' }]

  it('by name or slug; a new one only with --create-sections, planned once', () => {
    expect(new ObjectTypes(types, false).resolve('ZHILYE-KOMPLEKSY', 3)).toEqual({ typeId: 7 })
    expect(new ObjectTypes(types, false).resolve('Школы', 3)).toEqual({
      error:
        'строка 3: type: тип «Школы» не найден; типы: Жилые комплексы (новый тип создаёт --create-sections)',
    })
    const creating = new ObjectTypes(types, true)
    expect(creating.resolve('Школы', 3)).toEqual({ typeId: 't:школы' })
    expect(creating.resolve('школы', 4)).toEqual({ typeId: 't:школы' })
    expect([...creating.planned.values()]).toEqual([
      { key: 't:школы', name: 'Школы', slug: 'shkoly' },
    ])
    expect(creating.name('t:школы')).toBe('Школы')
  })
})

describe('rejectRepeatedKeys and planRemovals', () => {
  it('a key used twice rejects every file using it', () => {
    const drafts = [
      draft({ kind: 'news', key: 'a', where: 'news/a.md' }),
      draft({ kind: 'news', key: 'a', where: 'news/A.md' }),
      draft({ kind: 'objects', key: 'a' }),
    ]
    rejectRepeatedKeys(drafts)
    expect(drafts.map((d) => d.errors)).toEqual([
      ['ключ «a» уже есть в news/A.md'],
      ['ключ «a» уже есть в news/a.md'],
      [],
    ])
  })

  it('records the folder lacks: counted, or deleted with --prune; brands never', () => {
    const state: ContentState = {
      records: {
        news: [record(1, 'a', { title: 'A' }), record(2, 'b', { title: 'B' })],
        partners: [record(3, 'wilo', { name: 'Wilo' })],
      },
      objectTypes: [],
    }
    const matched = new Map([['news' as const, new Set<number | string>([1])]])
    expect(planRemovals(['news', 'partners'], state, matched, {})).toEqual({
      removals: [],
      warnings: ['В базе 1 запись «новость», которых нет в news/ (их удалит --prune).'],
    })
    expect(planRemovals(['news', 'partners'], state, matched, { prune: true })).toEqual({
      removals: [{ kind: 'news', id: 2, key: 'b', title: 'B' }],
      warnings: ['--prune не удаляет бренды: на них ссылаются товары каталога.'],
    })
  })
})
