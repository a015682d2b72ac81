import { KINDS, type KindName } from '../rules/contentKinds'
import { parseMarkdown } from '../rules/frontMatter'

import { planContent } from './plan'
import { draftOf, keyOfName, type ContentDraft, type ContentRead } from './read'
import type { ContentState, RecordState } from './types'

let order = 0

/** A draft as read from `<folder>/<key>.md`. */
function md(kind: KindName, key: string, text: string): ContentDraft {
  const doc = parseMarkdown(text)
  return draftOf(KINDS[kind], {
    key,
    where: `${KINDS[kind].folder}/${key}.md`,
    order: order++,
    baseDir: '/tmp',
    fields: doc.fields,
    body: { text: doc.body, line: doc.bodyLine },
    json: false,
  })
}

const readOf = (drafts: ContentDraft[], kinds?: KindName[]): ContentRead => ({
  drafts,
  fileErrors: [],
  warnings: [],
  kinds: kinds ?? [...new Set(drafts.map((d) => d.kind))],
})

const record = (
  id: number | string,
  key: string | null,
  values: Record<string, unknown>
): RecordState => ({
  id,
  key,
  values,
})

const NEWS: RecordState = record(1, 'akciya', {
  title: 'Акция',
  publishedAt: new Date('2026-11-05T09:00:00Z'),
  summary: '',
  image: null,
  gallery: [],
  isPromo: true,
  isPublished: true,
  body: 'Текст акции.',
})

const state = (
  over: Partial<ContentState['records']> = {},
  objectTypes = [{ id: 7, name: 'Жилые комплексы', slug: 'zhilye-kompleksy' }]
): ContentState => ({
  records: { news: [NEWS], ...over },
  objectTypes,
})

const NEWS_FILE = `---
title: Акция
date: 2026-11-05
promo: true
---
Текст акции.
`

describe('planContent', () => {
  it('an unchanged file is «без изменений» and writes nothing', () => {
    const plan = planContent(readOf([md('news', 'akciya', NEWS_FILE)]), state())
    expect(plan.rows).toEqual([
      expect.objectContaining({ status: 'unchanged', key: 'новость', changes: [] }),
    ])
    expect(plan.writes).toEqual([])
    expect(plan.ok).toBe(true)
  })

  it('an existing record: only the fields the file gives and changes', () => {
    const plan = planContent(
      readOf([
        md('news', 'akciya', NEWS_FILE.replace('Акция', 'Большая акция').replace('true', 'false')),
      ]),
      state()
    )
    expect(plan.rows[0]).toMatchObject({
      status: 'updated',
      changes: ['заголовок: «Акция» → «Большая акция»', 'акция: да → нет'],
    })
    expect(plan.writes).toEqual([
      expect.objectContaining({ id: 1, data: { title: 'Большая акция', isPromo: false } }),
    ])
  })

  it('a new record needs its required fields', () => {
    const plan = planContent(
      readOf([md('news', 'novaya', '---\ntitle: Новая\n---\n'), md('news', 'vtoraya', NEWS_FILE)]),
      state()
    )
    expect(plan.rows[0]).toMatchObject({
      status: 'rejected',
      errors: [
        'строка 3: нет текста (текст) — напишите его после «---»',
        'нет поля «date» (дата) — оно нужно новой записи',
      ],
    })
    expect(plan.rows[1]).toMatchObject({ status: 'created' })
    expect(plan.ok).toBe(false)
    expect(plan.summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 1 })
  })

  it('field errors carry their line; unknown fields are refused', () => {
    const plan = planContent(
      readOf([
        md(
          'news',
          'akciya',
          '---\ntitle: Акция\ndate: 2026-13-01\ntitel: x\npublished: может быть\n---\nТекст'
        ),
      ]),
      state()
    )
    expect(plan.rows[0].errors).toEqual([
      'строка 3: date: «2026-13-01»: нужна дата ГГГГ-ММ-ДД (можно со временем: 2026-11-05 10:30)',
      'строка 4: неизвестное поле «titel» (поля: title, title_kk, date, summary, summary_kk, image, gallery, promo, published, body_kk)',
      'строка 5: published: нужно true или false, а не «может быть»',
    ])
  })

  it('takes the Kazakh twins from `<name>_kk` (the body from `body_kk`); an empty one clears it', () => {
    const stored = record(1, 'akciya', { ...NEWS.values, titleKk: 'Ескі', summaryKk: 'Анонс' })
    const file = [
      '---',
      'title: Акция',
      'title_kk: Науқан',
      'summary_kk:',
      'body_kk: |',
      '  ## Науқан',
      '',
      '  Барлық сорғыға жеңілдік.',
      '---',
      'Текст акции.',
    ].join('\n')
    const plan = planContent(readOf([md('news', 'akciya', file)]), state({ news: [stored] }))
    expect(plan.rows[0].errors).toEqual([])
    expect(plan.rows[0].changes).toEqual([
      'заголовок (каз): «Ескі» → «Науқан»',
      'анонс (каз): «Анонс» → —',
      'текст (каз): новый текст (0 → 35 знаков)',
    ])
    expect(plan.writes).toEqual([
      expect.objectContaining({
        id: 1,
        data: {
          titleKk: 'Науқан',
          summaryKk: '',
          bodyKk: '## Науқан\n\nБарлық сорғыға жеңілдік.',
        },
      }),
    ])
  })

  it('a Kazakh twin keeps its Russian field’s limit and is never required', () => {
    const long = 'ә'.repeat(301)
    const plan = planContent(
      readOf([
        md('faq', 'oplata', `---\nquestion: Как оплатить?\nquestion_kk: ${long}\n---\nКартой.`),
      ]),
      state({ faq: [] })
    )
    expect(plan.rows[0].errors).toEqual([])
    const tooLong = planContent(
      readOf([
        md(
          'faq',
          'oplata',
          `---\nquestion: Как оплатить?\nquestion_kk: ${'ә'.repeat(501)}\n---\nКартой.`
        ),
      ]),
      state({ faq: [] })
    )
    expect(tooLong.rows[0].errors).toEqual(['строка 3: question_kk: длиннее 500 символов'])
  })

  it('a key used twice rejects both files', () => {
    const a = md('news', 'akciya', NEWS_FILE)
    const b = { ...md('news', 'akciya', NEWS_FILE), where: 'news/akciya.json' }
    const plan = planContent(readOf([a, b]), state())
    expect(plan.rows.map((r) => r.errors)).toEqual([
      ['ключ «akciya» уже есть в news/akciya.json'],
      ['ключ «akciya» уже есть в news/akciya.md'],
    ])
  })

  it('file names must be Latin slugs (pages: block keys)', () => {
    expect(keyOfName(KINDS.news, 'Акция 2026')).toEqual({
      error:
        'адрес «Акция 2026»: нужны строчные латинские буквы, цифры и дефисы, например «akciya-2026»',
    })
    expect(keyOfName(KINDS.pages, 'promo_banner')).toEqual({ value: 'promo_banner' })
    expect(keyOfName(KINDS.news, 'promo_banner')).toHaveProperty('error')
  })

  it('a record entered without a key is found by its title once and gets the key', () => {
    const certificates = [
      record(3, null, {
        title: 'Сертификат ISO 9001:2015',
        description: 'Старое',
        image: 'demo/c.svg',
        file: null,
        position: 3,
      }),
      record(4, 'drugoy', {
        title: 'Другой',
        description: '',
        image: 'demo/d.svg',
        file: null,
        position: 4,
      }),
    ]
    const plan = planContent(
      readOf([md('certificates', 'iso-9001', '---\ntitle: сертификат iso 9001:2015\n---\nСтарое')]),
      state({ certificates })
    )
    expect(plan.rows[0]).toMatchObject({
      status: 'updated',
      changes: [
        'ключ: — → iso-9001 (запись #3 найдена по названию)',
        'название: «Сертификат ISO 9001:2015» → «сертификат iso 9001:2015»',
      ],
    })
    expect(plan.writes[0]).toMatchObject({ id: 3, data: { slug: 'iso-9001' } })
    expect(plan.warnings).toEqual([
      'В базе 1 запись «сертификат», которых нет в certificates/ (их удалит --prune).',
    ])
  })

  it('new ordered records go to the end unless a position is given', () => {
    const faq = [record(1, 'a', { question: 'A?', answer: 'a', position: 5 })]
    const plan = planContent(
      readOf([
        md('faq', 'a', '---\nquestion: A?\n---\na'),
        md('faq', 'b', '---\nquestion: B?\n---\nb'),
        md('faq', 'c', '---\nquestion: C?\nposition: 1\n---\nc'),
        md('faq', 'd', '---\nquestion: D?\n---\nd'),
      ]),
      state({ faq })
    )
    expect(plan.rows.map((r) => r.status)).toEqual(['unchanged', 'created', 'created', 'created'])
    expect(plan.writes.map((w) => [w.key, w.data.position])).toEqual([
      ['b', 6],
      ['c', 1],
      ['d', 7],
    ])
  })

  it('object types must exist, or --create-sections creates them', () => {
    const file = '---\ntitle: Котельная\ntype: Школы\nlocation: Кульсары\n---\n'
    const strict = planContent(readOf([md('objects', 'kotelnaya', file)]), state({ objects: [] }))
    expect(strict.rows[0].errors).toEqual([
      'строка 3: type: тип «Школы» не найден; типы: Жилые комплексы (новый тип создаёт --create-sections)',
    ])
    const created = planContent(
      readOf([md('objects', 'kotelnaya', file)]),
      state({ objects: [] }),
      {
        createSections: true,
      }
    )
    expect(created.newObjectTypes).toEqual([{ key: 't:школы', name: 'Школы', slug: 'shkoly' }])
    expect(created.writes[0]).toMatchObject({
      newObjectType: 't:школы',
      data: { typeId: 't:школы', position: 1 },
    })
    // By slug as well as by name.
    const bySlug = planContent(
      readOf([md('objects', 'kotelnaya', file.replace('Школы', 'zhilye-kompleksy'))]),
      state({ objects: [] })
    )
    expect(bySlug.writes[0].data.typeId).toBe(7)
  })

  it('pages and production pages are the site’s fixed set', () => {
    const plan = planContent(
      readOf([
        md('pages', 'about_us', '---\ntitle: О нас\n---\nТекст'),
        md('pages', 'delivery', '---\ntitle: Доставка\n---\nТекст'),
        md('production', 'new-page', '---\ntitle: Новая\n---\nТекст'),
      ]),
      state({ pages: [], production: [record(1, 'water-purification', { title: 'Водоочистка' })] })
    )
    expect(plan.rows.map((r) => [r.status, r.errors])).toEqual([
      [
        'rejected',
        [
          'страницы «about_us» на сайте нет; страницы: about, service, delivery, policy, wholesaler, contacts, advantages, promo_banner',
        ],
      ],
      ['created', []],
      ['rejected', ['страницы производства «new-page» нет; есть: water-purification']],
    ])
  })

  it('page data: JSON compared without regard to key order; advantages need items', () => {
    const pages = [
      record('contacts', 'contacts', {
        title: 'Контакты',
        body: '',
        data: { phone: '1', email: 'a@b.kz' },
        validUntil: null,
      }),
    ]
    const same = planContent(
      readOf([
        md(
          'pages',
          'contacts',
          '---\ntitle: Контакты\ndata:\n  email: a@b.kz\n  phone: "1"\n---\n'
        ),
      ]),
      state({ pages })
    )
    expect(same.rows[0].status).toBe('unchanged')
    const changed = planContent(
      readOf([
        md(
          'pages',
          'contacts',
          '---\ntitle: Контакты\ndata:\n  email: b@b.kz\n  phone: "1"\n---\n'
        ),
      ]),
      state({ pages })
    )
    expect(changed.rows[0].changes).toEqual(['данные: изменены email'])
    const bad = planContent(
      readOf([
        md(
          'pages',
          'advantages',
          '---\ntitle: Преимущества\ndata:\n  items:\n    - title: Без текста\n---\n'
        ),
      ]),
      state({ pages: [] })
    )
    expect(bad.rows[0].errors).toEqual(['строка 3: data: items, пункт 1: нужны title и text'])
  })

  it('brand names stay unique', () => {
    const partners = [
      record(1, 'grundfos', {
        name: 'Grundfos',
        description: '',
        logo: null,
        country: null,
        website: null,
        isFeatured: false,
      }),
      record(2, 'wilo', {
        name: 'Wilo',
        description: '',
        logo: null,
        country: null,
        website: null,
        isFeatured: false,
      }),
    ]
    const plan = planContent(
      readOf([
        md('partners', 'grundfos-dk', '---\nname: Grundfos\n---\n'),
        md('partners', 'wilo', '---\nname: WILO SE\nwebsite: wilo.com\n---\n'),
      ]),
      state({ partners })
    )
    expect(plan.rows.map((r) => r.errors)).toEqual([
      ['name: бренд «Grundfos» уже есть с адресом «grundfos» — назовите файл partners/grundfos.md'],
      ['строка 3: website: «wilo.com»: нужна ссылка https://…'],
    ])
  })

  it('--prune removes what the folder does not have, only for its kinds and never brands or pages', () => {
    const news = [NEWS, record(2, 'staraya', { title: 'Старая новость' })]
    const read = readOf([md('news', 'akciya', NEWS_FILE)], ['news', 'partners', 'pages'])
    const objects = [record(9, 'obj', { title: 'Объект' })]
    const partners = [record(1, 'grundfos', { name: 'Grundfos' })]
    const plan = planContent(read, state({ news, objects, partners, pages: [] }), { prune: true })
    expect(plan.removals).toEqual([
      { kind: 'news', id: 2, key: 'staraya', title: 'Старая новость' },
    ])
    expect(plan.warnings).toEqual([
      '--prune не удаляет бренды: на них ссылаются товары каталога.',
      '--prune не удаляет страницы: это разделы сайта.',
    ])
    expect(planContent(read, state({ news, partners, pages: [] })).removals).toEqual([])
  })
})
