import { setRequestTextLocale } from 'src/lib/textLocale'

import { ContentBlock, contentBlock, faqEntries, isBlockActive, siteBlock } from './siteContent'

const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('site content', () => {
  // A read asks in Russian unless a test says otherwise (the request's language lives in context).
  afterEach(() => setRequestTextLocale('ru'))

  scenario('lists the FAQ by position', async () => {
    const rows = await faqEntries()
    expect(rows.map((row) => (row as { question: string }).question)).toEqual([
      'Сколько идёт доставка?',
      'Как оплатить заказ?',
    ])
  })

  scenario('answers a block by key with its data', async () => {
    const block = await contentBlock({ key: 'contacts' })
    expect(block).toMatchObject({ title: 'Контакты', data: { phone: '+7 (7122) 20-30-40' } })
    expect(ContentBlock.isActive({}, info(block))).toBe(true)
  })

  scenario(
    'a Kazakh reader gets the texts inside data in Kazakh, in the Russian shape (the footer on /kk)',
    async () => {
      setRequestTextLocale('kk')
      const advantages = await contentBlock({ key: 'advantages' })
      expect(advantages).toMatchObject({ title: 'Біздің артықшылықтарымыз', titleLang: 'kk' })
      expect(advantages.data).toEqual({
        items: [
          { key: 'delivery', title: 'Жылдам жеткізу', text: 'Тапсырыс берген күні жеткіземіз.' },
          // Not written in Kazakh: the Russian item.
          { key: 'warranty', title: 'Гарантия и сервис', text: 'Свой сервисный центр.' },
        ],
      })
      expect((await contentBlock({ key: 'contacts' })).data).toEqual({
        phone: '+7 (7122) 20-30-40',
        hours: 'Күн сайын 9:00-ден 18:00-ге дейін',
      })
    }
  )

  scenario('a Russian reader gets the Russian data as before, without the twins', async () => {
    setRequestTextLocale('ru')
    expect((await contentBlock({ key: 'advantages' })).data).toEqual({
      items: [
        { key: 'delivery', title: 'Быстрая доставка', text: 'Привезём в день заказа.' },
        { key: 'warranty', title: 'Гарантия и сервис', text: 'Свой сервисный центр.' },
      ],
    })
    expect((await contentBlock({ key: 'contacts' })).data).toEqual({
      phone: '+7 (7122) 20-30-40',
      hours: 'Ежедневно с 9:00 до 18:00',
    })
  })

  scenario('an expired promo banner is inactive (SPEC: offer until 01.01.2025)', async () => {
    const block = await contentBlock({ key: 'promo_banner' })
    expect(ContentBlock.isActive({}, info(block))).toBe(false)
  })

  scenario('unknown or malformed keys are NOT_FOUND', async () => {
    await expect(contentBlock({ key: 'nope' })).rejects.toThrow('Раздел не найден.')
    await expect(contentBlock({ key: "x'; drop" })).rejects.toThrow('Раздел не найден.')
  })

  scenario(
    "the frame's blocks: null where nobody wrote one, so a new shop's pages prerender",
    async () => {
      expect(await siteBlock({ key: 'nope' }, info(null))).toBeNull()
      expect(await siteBlock({ key: "x'; drop" }, info(null))).toBeNull()
      expect(await siteBlock({ key: 'promo_banner' }, info(null))).toMatchObject({
        key: 'promo_banner',
      })
    }
  )

  scenario(
    'a standard page nobody wrote yet is its empty self, not NOT_FOUND (a new shop)',
    async () => {
      // The scenario has contacts and the promo banner only: `about` and `policy` are unwritten.
      await expect(contentBlock({ key: 'about' })).resolves.toMatchObject({
        key: 'about',
        title: 'Об Акватории',
        body: '',
        data: null,
      })
      await expect(contentBlock({ key: 'policy' })).resolves.toMatchObject({ body: '' })
    }
  )

  it('isBlockActive compares with now', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(isBlockActive({ validUntil: null }, now)).toBe(true)
    expect(isBlockActive({ validUntil: new Date('2026-06-02T00:00:00Z') }, now)).toBe(true)
    expect(isBlockActive({ validUntil: new Date('2026-05-31T00:00:00Z') }, now)).toBe(false)
  })
})
