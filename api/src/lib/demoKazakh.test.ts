import { BRANDS, buildDemoProducts, CATEGORIES, SUBCATEGORIES } from '../../../scripts/demo/catalog'
import {
  ADVANTAGES,
  CAROUSEL_SLIDES,
  CERTIFICATES,
  CONTACTS,
  CONTENT_BLOCKS,
  FAQ,
  MARKETING_SLIDES,
  NEWS,
  OBJECT_TYPES,
  PAYMENT_TYPES,
  PRODUCT_SLIDES,
  PRODUCTION_PAGES,
  PROJECTS,
  SHOPS,
  VIDEOS,
} from '../../../scripts/demo/content'
import { blankTwinsOf, withEditorsKazakh } from '../../../scripts/demo/kazakhTwins'

/**
 * The demo in Kazakh (issue 33 §3): every section, subcategory, content page,
 * FAQ entry, news item, slide and brand, and every product of two whole
 * sections, has its Kazakh twin, written in Kazakh letters.
 */

/** The sections whose every product has a Kazakh name, description and characteristics. */
const KAZAKH_SECTIONS = ['Насосное оборудование', 'Баки и емкости']

/** How many news items the home page shows (HomeCell asks newsCount: 3). */
const HOME_NEWS = 3

/** [where, Kazakh text] of every Kazakh text the demo must have. */
function requiredKazakhTexts(): [string, string | undefined][] {
  const texts: [string, string | undefined][] = []
  const add = (where: string, ...values: (string | undefined)[]) =>
    values.forEach((value, i) => texts.push([`${where} #${i + 1}`, value]))
  for (const c of CATEGORIES) add(`раздел «${c.name}»`, c.nameKk, c.descriptionKk)
  for (const s of SUBCATEGORIES) add(`подраздел «${s.name}»`, s.nameKk)
  for (const b of BRANDS) add(`бренд «${b.name}»`, b.descriptionKk)
  for (const block of CONTENT_BLOCKS) {
    add(`блок «${block.key}»`, block.titleKk)
    if (block.body) add(`блок «${block.key}», текст`, block.bodyKk)
  }
  for (const page of PRODUCTION_PAGES) {
    add(`производство «${page.slug}»`, page.titleKk, page.summaryKk, page.bodyKk)
  }
  for (const t of OBJECT_TYPES) add(`тип объектов «${t.name}»`, t.nameKk)
  for (const p of PROJECTS) add(`объект «${p.slug}»`, p.titleKk, p.descriptionKk)
  for (const c of CERTIFICATES) add(`сертификат «${c.title}»`, c.titleKk, c.descriptionKk)
  for (const v of VIDEOS) add(`видео «${v.title}»`, v.titleKk)
  for (const s of SHOPS) add(`магазин «${s.name}»`, s.nameForGuestKk, s.workingHoursKk, s.addressKk)
  for (const f of FAQ) add(`вопрос «${f.question}»`, f.questionKk, f.answerKk)
  const homeNews = [...NEWS]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, HOME_NEWS)
  for (const n of homeNews) add(`новость на главной «${n.slug}»`, n.titleKk, n.summaryKk, n.bodyKk)
  for (const s of [...CAROUSEL_SLIDES, ...MARKETING_SLIDES]) {
    add(`слайд «${s.title}»`, s.titleKk, s.subtitleKk)
  }
  for (const s of PRODUCT_SLIDES) add(`слайд товара ${s.article}`, s.subtitleKk)
  for (const a of ADVANTAGES) add(`преимущество «${a.key}»`, a.titleKk, a.textKk)
  add('контакты: часы работы', CONTACTS.hoursKk)
  for (const p of PAYMENT_TYPES) add(`оплата «${p.name}»`, p.nameKk, p.descriptionKk)
  for (const p of buildDemoProducts()) {
    if (!KAZAKH_SECTIONS.includes(p.category)) continue
    add(`товар ${p.article}`, p.nameKk, p.descriptionKk)
    for (const a of p.attributes) add(`товар ${p.article}, «${a.name}»`, a.nameKk)
  }
  return texts
}

/** Every Kazakh text of the demo, required or not (news beyond the home's, other goods). */
function allKazakhTexts(): [string, string][] {
  const optional: [string, string | undefined][] = NEWS.flatMap((n) => [
    [`новость «${n.slug}»`, n.titleKk],
    [`новость «${n.slug}»`, n.summaryKk],
    [`новость «${n.slug}»`, n.bodyKk],
  ])
  for (const p of buildDemoProducts()) {
    optional.push([`товар ${p.article}`, p.nameKk], [`товар ${p.article}`, p.descriptionKk])
  }
  return [...requiredKazakhTexts(), ...optional].filter((entry): entry is [string, string] =>
    Boolean(entry[1])
  )
}

/** Words (runs of letters) that mix Cyrillic and Latin letters: «cорғы» with a Latin «c». */
function mixedScriptWords(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter(
    (word) => /\p{Script=Cyrillic}/u.test(word) && /\p{Script=Latin}/u.test(word)
  )
}

describe('the demo in Kazakh', () => {
  it('has a Kazakh twin for every section, subcategory, page, FAQ, home news, slide, brand and the goods of two sections', () => {
    const missing = requiredKazakhTexts()
      .filter(([, text]) => !text || !text.trim())
      .map(([where]) => where)
    expect(missing).toEqual([])
  })

  it('has every product of the two sections in Kazakh, and the news beyond the home too', () => {
    const products = buildDemoProducts()
    for (const section of KAZAKH_SECTIONS) {
      const goods = products.filter((p) => p.category === section)
      expect(goods.length).toBeGreaterThan(30)
      expect(goods.filter((p) => !p.nameKk || !p.descriptionKk).map((p) => p.article)).toEqual([])
    }
    expect(NEWS.filter((n) => !n.titleKk || !n.summaryKk || !n.bodyKk).map((n) => n.slug)).toEqual(
      []
    )
  })

  it('writes Kazakh words in Cyrillic only: no Latin look-alike inside a word', () => {
    expect(mixedScriptWords('cорғы')).toEqual(['cорғы'])
    expect(mixedScriptWords('Сорғы Grundfos UPS 25-40, м³/ч')).toEqual([])
    const mixed = allKazakhTexts().flatMap(([where, text]) =>
      mixedScriptWords(text).map((word) => `${where}: ${word}`)
    )
    expect(mixed).toEqual([])
  })

  it('keeps brands, articles and numbers of a product as the Russian name has them', () => {
    const pump = buildDemoProducts().find((p) => p.article === 'GR-UPS-25-40-180')!
    expect(pump.nameKk).toBe('Айналым сорғысы Grundfos UPS 25-40 180')
    expect(pump.descriptionKk).toContain('ең жоғары арыны 4 м')
    // Goods of other sections are Russian only: the storefront shows the Russian text.
    const boiler = buildDemoProducts().find((p) => p.category === 'Котельное оборудование')!
    expect([boiler.nameKk, boiler.descriptionKk]).toEqual(['', ''])
  })
})

describe('the seed’s Kazakh twins on a database that holds the demo', () => {
  it('writes every written twin into a new row, and only the blank ones into a stored row', () => {
    const demo = { nameKk: 'Сорғылар', descriptionKk: 'Сипаттама', bodyKk: '' }
    expect(blankTwinsOf(demo, null)).toEqual({ nameKk: 'Сорғылар', descriptionKk: 'Сипаттама' })
    expect(blankTwinsOf(demo, { nameKk: 'Редактордың атауы', descriptionKk: '  ' })).toEqual({
      descriptionKk: 'Сипаттама',
    })
    expect(blankTwinsOf(demo, { nameKk: 'Атау', descriptionKk: 'Мәтін', bodyKk: '' })).toEqual({})
  })

  it('keeps an editor’s Kazakh texts inside a block’s data and takes the rest from the demo', () => {
    const demo = {
      items: [
        { key: 'a', title: 'Доставка', titleKk: 'Жеткізу', text: 'Быстро', textKk: 'Жылдам' },
        { key: 'b', title: 'Гарантия', titleKk: 'Кепілдік' },
      ],
      hours: 'Ежедневно',
      hoursKk: 'Күн сайын',
      address: 'ул. Сатпаева, 17',
    }
    const stored = {
      items: [{ key: 'a', title: 'Старое', titleKk: 'Редактор жазды', textKk: '' }],
      hoursKk: '',
      addressKk: 'Сәтбаев көшесі, 17',
      other: 'gone',
    }
    expect(withEditorsKazakh(demo, stored)).toEqual({
      items: [
        {
          key: 'a',
          title: 'Доставка',
          titleKk: 'Редактор жазды',
          text: 'Быстро',
          textKk: 'Жылдам',
        },
        { key: 'b', title: 'Гарантия', titleKk: 'Кепілдік' },
      ],
      hours: 'Ежедневно',
      hoursKk: 'Күн сайын',
      address: 'ул. Сатпаева, 17',
      addressKk: 'Сәтбаев көшесі, 17',
    })
    expect(withEditorsKazakh(demo, null)).toEqual(demo)
  })
})
