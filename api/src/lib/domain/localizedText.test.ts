import {
  imageAltIn,
  localizeData,
  localizeRow,
  requestedTextLocale,
  textIn,
  TextLocaleSchema,
} from './localizedText'

describe('textIn', () => {
  it('gives Kazakh readers the Kazakh text where it is written', () => {
    expect(textIn('kk', 'Насосы', 'Сорғылар')).toEqual({ text: 'Сорғылар', lang: 'kk' })
  })

  it('falls back to Russian, marked ru, where the Kazakh text is empty or blank', () => {
    expect(textIn('kk', 'Насосы', '')).toEqual({ text: 'Насосы', lang: 'ru' })
    expect(textIn('kk', 'Насосы', '  \n')).toEqual({ text: 'Насосы', lang: 'ru' })
    expect(textIn('kk', 'Насосы', null)).toEqual({ text: 'Насосы', lang: 'ru' })
  })

  it('always gives Russian readers the Russian text', () => {
    expect(textIn('ru', 'Насосы', 'Сорғылар')).toEqual({ text: 'Насосы', lang: 'ru' })
  })
})

describe('requestedTextLocale', () => {
  it('is Russian when nothing is asked', () => {
    expect(requestedTextLocale({})).toBe('ru')
    expect(requestedTextLocale({ acceptLanguage: '' })).toBe('ru')
    expect(requestedTextLocale({ acceptLanguage: '*' })).toBe('ru')
    expect(requestedTextLocale({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('ru')
  })

  it('reads kk and its regional forms from Accept-Language', () => {
    expect(requestedTextLocale({ acceptLanguage: 'kk' })).toBe('kk')
    expect(requestedTextLocale({ acceptLanguage: 'KK-kz' })).toBe('kk')
    expect(requestedTextLocale({ acceptLanguage: 'en;q=0.9, kk-KZ;q=0.8' })).toBe('kk')
  })

  it('takes the more preferred of ru and kk by q-value, the first listed on a tie', () => {
    expect(requestedTextLocale({ acceptLanguage: 'ru-RU,ru;q=0.9,kk;q=0.8' })).toBe('ru')
    expect(requestedTextLocale({ acceptLanguage: 'ru;q=0.5, kk;q=0.7' })).toBe('kk')
    expect(requestedTextLocale({ acceptLanguage: 'kk, ru' })).toBe('kk')
    expect(requestedTextLocale({ acceptLanguage: 'ru, kk' })).toBe('ru')
  })

  it('never picks a language the caller refuses (q=0) or rates unreadably', () => {
    expect(requestedTextLocale({ acceptLanguage: 'kk;q=0' })).toBe('ru')
    expect(requestedTextLocale({ acceptLanguage: 'kk;q=abc' })).toBe('ru')
  })

  it('lets an explicit lang win over the header', () => {
    expect(requestedTextLocale({ lang: 'kk', acceptLanguage: 'ru' })).toBe('kk')
    expect(requestedTextLocale({ lang: 'ru', acceptLanguage: 'kk' })).toBe('ru')
  })
})

describe('TextLocaleSchema', () => {
  it('takes ru and kk and refuses anything else in Russian', () => {
    expect(TextLocaleSchema.parse('kk')).toBe('kk')
    const refused = TextLocaleSchema.safeParse('kz')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0].message).toBe('Язык — ru или kk.')
  })
})

describe('localizeRow', () => {
  const row = { id: 1, name: 'Насос', nameKk: 'Сорғы', description: 'Описание', descriptionKk: '' }

  it('puts each field in the reader’s language and says which', () => {
    expect(localizeRow(row, 'kk', ['name', 'description'])).toEqual({
      ...row,
      name: 'Сорғы',
      nameLang: 'kk',
      description: 'Описание',
      descriptionLang: 'ru',
    })
  })

  it('leaves Russian rows’ texts as they are', () => {
    const read = localizeRow(row, 'ru', ['name'])
    expect(read.name).toBe('Насос')
    expect(read.nameLang).toBe('ru')
  })

  it('does not change the row it was given', () => {
    localizeRow(row, 'kk', ['name'])
    expect(row.name).toBe('Насос')
  })
})

describe('localizeData (a content block’s data)', () => {
  const advantages = {
    items: [
      {
        key: 'delivery',
        title: 'Доставка',
        text: 'В день заказа.',
        titleKk: 'Жеткізу',
        textKk: 'Тапсырыс берген күні.',
      },
      { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.', titleKk: '', textKk: '  ' },
    ],
  }

  it('gives Kazakh readers each item’s Kazakh texts in the Russian shape', () => {
    expect(localizeData(advantages, 'kk')).toEqual({
      items: [
        { key: 'delivery', title: 'Жеткізу', text: 'Тапсырыс берген күні.' },
        // Not written in Kazakh: the Russian texts.
        { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.' },
      ],
    })
  })

  it('gives Russian readers the Russian data without the twins', () => {
    expect(localizeData(advantages, 'ru')).toEqual({
      items: [
        { key: 'delivery', title: 'Доставка', text: 'В день заказа.' },
        { key: 'warranty', title: 'Гарантия', text: 'До 5 лет.' },
      ],
    })
  })

  it('reads twins at any depth and lists of texts; other values pass as they are', () => {
    const data = {
      phone: '+7 (7122) 20-30-40',
      hours: 'Ежедневно',
      hoursKk: 'Күн сайын',
      cities: ['Атырау', 'Актобе'],
      citiesKk: ['Атырау', 'Ақтөбе'],
      socials: { youtube: 'https://youtube.com/x' },
      minOrder: 10000,
      // A key ending in Kk with no Russian beside it is a field of its own.
      pickupKk: 'PP1',
    }
    expect(localizeData(data, 'kk')).toEqual({
      phone: '+7 (7122) 20-30-40',
      hours: 'Күн сайын',
      cities: ['Атырау', 'Ақтөбе'],
      socials: { youtube: 'https://youtube.com/x' },
      minOrder: 10000,
      pickupKk: 'PP1',
    })
    expect(localizeData({ cities: ['Атырау'], citiesKk: [] }, 'kk')).toEqual({ cities: ['Атырау'] })
    expect(localizeData(null, 'kk')).toBeNull()
    expect(localizeData('текст', 'kk')).toBe('текст')
  })

  it('does not change the data it was given', () => {
    const copy = JSON.parse(JSON.stringify(advantages))
    localizeData(advantages, 'kk')
    expect(advantages).toEqual(copy)
  })
})

describe('imageAltIn (a product picture’s alt text)', () => {
  const kazakh = { text: 'Айналым сорғысы Grundfos UPS 25-40', lang: 'kk' as const }
  const russian = { text: 'Насос циркуляционный Grundfos UPS 25-40', lang: 'ru' as const }

  it('describes the pictures of a product with a Kazakh name in Kazakh', () => {
    expect(imageAltIn('kk', 'Насос циркуляционный Grundfos UPS 25-40', kazakh, 0)).toBe(
      'Айналым сорғысы Grundfos UPS 25-40'
    )
    expect(imageAltIn('kk', 'Насос циркуляционный Grundfos UPS 25-40 — фото 3', kazakh, 2)).toBe(
      'Айналым сорғысы Grundfos UPS 25-40 — 3-сурет'
    )
  })

  it('keeps the stored alt where the name is still Russian, and for Russian readers', () => {
    expect(imageAltIn('kk', 'Насос — фото 2', russian, 1)).toBe('Насос — фото 2')
    expect(imageAltIn('ru', 'Насос — фото 2', { text: 'Насос', lang: 'ru' }, 1)).toBe(
      'Насос — фото 2'
    )
    expect(imageAltIn('ru', '', { text: 'Насос', lang: 'ru' }, 0)).toBe('')
  })
})
