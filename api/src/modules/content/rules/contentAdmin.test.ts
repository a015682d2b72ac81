import { REQUIRED_MESSAGE, tooLongMessage } from '../../../lib/domain/contactFields'
import { INVALID_CHARACTERS_MESSAGE, parseWith } from '../../../lib/domain/inputFields'

import {
  astanaInputValue,
  CONTENT_KIND_CONFIGS,
  CONTENT_KINDS,
  contentSaveSchema,
  contentValuesSchema,
  DATE_MESSAGE,
  formValuesOf,
  KEY_MESSAGE,
  LINK_MESSAGE,
  MEDIA_PATH_MESSAGE,
  newRecordVisibility,
  VISIBILITY_MESSAGE,
  type ContentKind,
  type EditorField,
} from './contentAdmin'
import { KINDS, type KindName } from './contentKinds'

/** A value every field of the type takes. */
const GOOD: Record<EditorField['type'], unknown> = {
  key: 'novyj-sklad',
  line: 'Новый склад',
  text: 'Анонс\nв две строки',
  markdown: '## Заголовок\n\n- пункт',
  int: '2024',
  bool: true,
  date: '2026-11-05 10:30',
  until: '2026-12-31',
  url: 'https://akvatoria.kz/',
  link: '/catalog/v2',
  image: 'news/novyj-sklad/photo.jpg',
  images: 'objects/a/1.jpg\nobjects/a/2.jpg',
  file: 'certificates/iso/iso.pdf',
  json: '{"phone": "+7 701 000 00 00"}',
  objectType: '3',
  choice: 'carousel',
}

const goodValues = (kind: ContentKind) =>
  Object.fromEntries(
    CONTENT_KIND_CONFIGS[kind].fields.map((field) => [
      field.name,
      field.type === 'int' ? String(field.min ?? 1) : GOOD[field.type],
    ])
  )

describe('content kinds of the editor', () => {
  it('take the fields of the content import (one description)', () => {
    for (const kind of Object.keys(KINDS) as KindName[]) {
      const config = CONTENT_KIND_CONFIGS[kind]
      const columns = config.fields.map((field) => field.name)
      for (const field of KINDS[kind].fields) {
        if (field.column === config.visibilityColumn) continue
        expect(columns).toContain(field.column)
      }
      if (KINDS[kind].bodyColumn) expect(columns).toContain(KINDS[kind].bodyColumn)
    }
  })

  it('puts a Kazakh twin, «… (каз)», lang kk, beside each Russian text (issue 33 §3)', () => {
    const twins = (kind: ContentKind) =>
      CONTENT_KIND_CONFIGS[kind].fields
        .filter((field) => field.lang === 'kk')
        .map((field) => [field.name, field.type, field.label])
    expect(twins('news')).toEqual([
      ['titleKk', 'line', 'Заголовок (каз)'],
      ['summaryKk', 'text', 'Анонс (каз)'],
      ['bodyKk', 'markdown', 'Текст (каз)'],
    ])
    expect(twins('faq')).toEqual([
      ['questionKk', 'line', 'Вопрос (каз)'],
      ['answerKk', 'markdown', 'Ответ (каз)'],
    ])
    expect(twins('pages')).toEqual([
      ['titleKk', 'line', 'Заголовок (каз)'],
      ['bodyKk', 'markdown', 'Текст (каз)'],
    ])
    expect(twins('production').map(([name]) => name)).toEqual(['titleKk', 'summaryKk', 'bodyKk'])
    expect(twins('partners')).toEqual([['descriptionKk', 'markdown', 'Описание (каз)']])
    expect(twins('slides')).toEqual([
      ['titleKk', 'line', 'Заголовок (каз)'],
      ['subtitleKk', 'text', 'Подзаголовок (каз)'],
    ])
    expect(twins('sections')).toEqual([
      ['nameKk', 'line', 'Название (каз)'],
      ['descriptionKk', 'text', 'Описание (каз)'],
    ])
    expect(twins('subsections')).toEqual([['nameKk', 'line', 'Название (каз)']])
    expect(twins('shops')).toEqual([
      ['nameForGuestKk', 'line', 'Название для покупателей (каз)'],
      ['addressKk', 'line', 'Адрес (каз)'],
      ['workingHoursKk', 'line', 'Часы работы (каз)'],
    ])
    for (const kind of CONTENT_KINDS) {
      const fields = CONTENT_KIND_CONFIGS[kind].fields
      fields.forEach((field, index) => {
        if (field.lang !== 'kk') return
        // Right after its Russian field, with the same limit, never required.
        const russian = fields[index - 1]
        expect(`${russian.name}Kk`).toBe(field.name)
        // A section's Russian name is shown only (1C's); its twin has a limit of its own.
        if (!russian.readOnly) expect(field.max).toBe(russian.max)
        expect(field.required).toBeUndefined()
      })
    }
  })

  it('shows a section’s Russian texts and saves only its Kazakh ones', () => {
    const parsed = parseWith(contentValuesSchema('sections'), {
      name: 'Другое имя',
      nameKk: ' Сорғылар ',
      description: 'Другое описание',
      descriptionKk: '',
    })
    expect(parsed).toEqual({ data: { nameKk: 'Сорғылар', descriptionKk: '' } })
    expect(formValuesOf('subsections', { id: 3, name: 'Насосы', nameKk: '' })).toEqual({
      name: 'Насосы',
      nameKk: '',
    })
  })

  it('takes what buyers read of a shop in both languages, and its own name', () => {
    const values = {
      name: ' Атырау ',
      nameForGuest: ' Магазин в Атырау ',
      nameForGuestKk: 'Атыраудағы дүкен',
      city: 'Атырау',
      address: 'г. Атырау, ул. Сатпаева, 17',
      addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
      phone: '',
      workingHours: 'Ежедневно с 9:00 до 18:00',
      workingHoursKk: '',
      isCanOrderByGuest: 'false',
      position: '',
    }
    expect(parseWith(contentValuesSchema('shops'), values)).toEqual({
      data: {
        name: 'Атырау',
        nameForGuest: 'Магазин в Атырау',
        nameForGuestKk: 'Атыраудағы дүкен',
        city: 'Атырау',
        address: 'г. Атырау, ул. Сатпаева, 17',
        addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
        phone: null,
        workingHours: 'Ежедневно с 9:00 до 18:00',
        workingHoursKk: '',
        isCanOrderByGuest: false,
        position: null,
      },
    })
    expect(
      parseWith(contentValuesSchema('shops'), {
        ...values,
        name: '',
        address: ' ',
        workingHours: '',
      })
    ).toEqual({
      fields: {
        name: [REQUIRED_MESSAGE],
        address: [REQUIRED_MESSAGE],
        workingHours: [REQUIRED_MESSAGE],
      },
    })
    // A new installation has no shops: they are made here.
    expect(CONTENT_KIND_CONFIGS.shops.creatable).toBe(true)
    expect(CONTENT_KIND_CONFIGS.shops.visibilityColumn).toBeNull()
  })

  it('lets a Kazakh twin be empty and holds it to its Russian field’s length', () => {
    const parse = (titleKk: string) =>
      parseWith(contentValuesSchema('news'), { ...goodValues('news'), titleKk })
    expect(parse('')).toHaveProperty('data.titleKk', '')
    expect(parse('ә'.repeat(300))).toHaveProperty('data')
    expect(parse('ә'.repeat(301))).toEqual({ fields: { titleKk: [tooLongMessage(300)] } })
  })

  it('covers every section of the issue, with the pages and production as a fixed set', () => {
    expect([...CONTENT_KINDS].sort()).toEqual(
      [
        'certificates',
        'faq',
        'news',
        'objects',
        'objectTypes',
        'pages',
        'partners',
        'production',
        'sections',
        'shops',
        'slides',
        'subsections',
        'videos',
      ].sort()
    )
    expect(CONTENT_KIND_CONFIGS.pages.creatable).toBe(false)
    expect(CONTENT_KIND_CONFIGS.production.creatable).toBe(false)
    expect(CONTENT_KIND_CONFIGS.news.visibilityColumn).toBe('isPublished')
  })
})

describe.each(CONTENT_KINDS)('contentValuesSchema(%s)', (kind) => {
  const schema = contentValuesSchema(kind)
  const config = CONTENT_KIND_CONFIGS[kind]

  it('takes a complete record', () => {
    const parsed = parseWith(schema, goodValues(kind))
    expect(parsed).toHaveProperty('data')
  })

  it('names every missing required field, in Russian', () => {
    const parsed = parseWith(schema, {})
    const required = config.fields.filter((field) => field.required).map((field) => field.name)
    // Sections are only given their Kazakh texts, none of them required.
    if (config.model === 'category' || config.model === 'subcategory') {
      expect(required).toEqual([])
      expect(parsed).toHaveProperty('data')
      return
    }
    expect(required.length).toBeGreaterThan(0)
    expect('fields' in parsed && Object.keys(parsed.fields).sort()).toEqual(required.sort())
  })

  it('refuses NUL, lone surrogates and huge numbers as field errors', () => {
    for (const field of config.fields.filter((shown) => !shown.readOnly)) {
      const hostile =
        field.type === 'int' || field.type === 'objectType'
          ? '99999999999999999999'
          : field.type === 'bool'
            ? 'maybe'
            : field.type === 'choice'
              ? 'x\u0000'
              : field.type === 'images'
                ? ['ok/1.jpg', 'bad\u0000.jpg']
                : field.type === 'json'
                  ? '{"a": '
                  : `a\u0000b\ud800`
      const parsed = parseWith(schema, { ...goodValues(kind), [field.name]: hostile })
      expect('fields' in parsed && Object.keys(parsed.fields)).toEqual([field.name])
    }
  })
})

describe('field rules', () => {
  const news = contentValuesSchema('news')
  const values = goodValues('news')
  const errorOf = (patch: Record<string, unknown>, schema = news, base = values) => {
    const parsed = parseWith(schema, { ...base, ...patch })
    return 'fields' in parsed ? parsed.fields : null
  }

  it('turns the form texts into column values', () => {
    const parsed = parseWith(news, values)
    if (!('data' in parsed)) throw new Error('refused')
    // 10:30 in Astana is 05:30 UTC, as the import reads it.
    expect(parsed.data.publishedAt).toEqual(new Date('2026-11-05T05:30:00Z'))
    expect(parsed.data.gallery).toEqual(['objects/a/1.jpg', 'objects/a/2.jpg'])
    expect(parsed.data.isPromo).toBe(true)
    expect(parsed.data.image).toBe('news/novyj-sklad/photo.jpg')
  })

  it('words wrong values as the import does', () => {
    expect(errorOf({ slug: 'Новый склад' })).toEqual({ slug: [KEY_MESSAGE] })
    expect(errorOf({ publishedAt: '2026-02-30' })).toEqual({ publishedAt: [DATE_MESSAGE] })
    expect(errorOf({ image: '../../etc/passwd' })).toEqual({ image: [MEDIA_PATH_MESSAGE] })
    expect(errorOf({ body: '   ' })).toEqual({ body: [REQUIRED_MESSAGE] })
    expect(errorOf({ title: 'a\u202eb' })).toEqual({ title: [INVALID_CHARACTERS_MESSAGE] })
    expect(errorOf({ gallery: Array(31).fill('a/b.jpg') })).toHaveProperty('gallery')
  })

  it('refuses slide links the shop would not open', () => {
    const slides = contentValuesSchema('slides')
    const base = goodValues('slides')
    expect(errorOf({ link: 'javascript:alert(1)' }, slides, base)).toEqual({ link: [LINK_MESSAGE] })
    expect(errorOf({ link: '//evil.example' }, slides, base)).toEqual({ link: [LINK_MESSAGE] })
    expect(errorOf({ link: '' }, slides, base)).toBeNull()
  })

  it('keeps an empty position «automatic» and an empty optional key as null', () => {
    const parsed = parseWith(contentValuesSchema('faq'), {
      question: 'Как оплатить?',
      answer: 'Картой.',
      slug: '',
      position: '',
    })
    expect(parsed).toEqual({
      data: {
        question: 'Как оплатить?',
        answer: 'Картой.',
        slug: null,
        position: null,
        // The Kazakh twins left out are empty: the shop shows the Russian text.
        questionKk: '',
        answerKk: '',
      },
    })
  })

  it('takes a page its data as JSON text and refuses a list', () => {
    const pages = contentValuesSchema('pages')
    const parsed = parseWith(pages, { title: 'Контакты', data: '{"a": 1}' })
    expect('data' in parsed && parsed.data.data).toEqual({ a: 1 })
    expect(parseWith(pages, { title: 'Контакты', data: '[1]' })).toHaveProperty('fields.data')
  })
})

describe('newRecordVisibility', () => {
  it('takes the kind’s flag as sent, visible when nothing is sent', () => {
    const { faq, news, partners } = CONTENT_KIND_CONFIGS
    expect(newRecordVisibility(faq, { isActive: false })).toEqual({ visible: false })
    expect(newRecordVisibility(news, { isPublished: false })).toEqual({ visible: false })
    expect(newRecordVisibility(news, { isPublished: true })).toEqual({ visible: true })
    expect(newRecordVisibility(faq, {})).toEqual({ visible: true })
    expect(newRecordVisibility(faq, { isActive: null })).toEqual({ visible: true })
    // Another kind's flag is not this one's.
    expect(newRecordVisibility(news, { isActive: false })).toEqual({ visible: true })
    // A kind that cannot be hidden has no visibility.
    expect(newRecordVisibility(partners, { isActive: false })).toEqual({ visible: null })
  })

  it('refuses anything but true or false as a field error', () => {
    for (const sent of ['false', 0, 'нет', {}]) {
      expect(newRecordVisibility(CONTENT_KIND_CONFIGS.faq, { isActive: sent })).toEqual({
        error: { isActive: [VISIBILITY_MESSAGE] },
      })
    }
  })
})

describe('contentSaveSchema', () => {
  it('refuses unknown kinds and odd ids', () => {
    const parsed = parseWith(contentSaveSchema, { kind: 'users', id: '1; drop', values: {} })
    expect('fields' in parsed && Object.keys(parsed.fields).sort()).toEqual(['id', 'kind'])
  })
})

describe('form values', () => {
  it('show stored values in the form and parse back to them', () => {
    const stored = {
      slug: 'novyj-sklad',
      title: 'Новый склад',
      publishedAt: '2026-11-05T05:30:00.000Z',
      summary: '',
      image: null,
      gallery: ['a/1.jpg', 'a/2.jpg'],
      isPromo: true,
      body: 'Текст',
      titleKk: 'Жаңа қойма',
      summaryKk: '',
      bodyKk: 'Мәтін',
    }
    const form = formValuesOf('news', stored)
    expect(form).toMatchObject({
      publishedAt: '2026-11-05T10:30',
      gallery: 'a/1.jpg\na/2.jpg',
      image: '',
    })
    const parsed = parseWith(contentValuesSchema('news'), form)
    expect('data' in parsed && parsed.data).toEqual({
      ...stored,
      publishedAt: new Date(stored.publishedAt),
    })
  })

  it('shows no date for none', () => {
    expect(astanaInputValue(null)).toBe('')
  })
})
