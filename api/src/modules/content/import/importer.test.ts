import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { db } from 'src/lib/db'
import { resolveMediaPath } from 'src/lib/media'
import { zipBomb } from 'src/lib/spreadsheets/__fixtures__/zipBombs'

import { ImportFileError, importContentFolder } from './importer'
import { UNOPENED_MESSAGE } from './read'
import { formatContentReport } from './report'

let work: string
const folder = () => path.join(work, 'content')

/** Writes the import folder: relative path → text (or bytes). */
function files(entries: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(entries)) {
    const file = path.join(folder(), name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'content-import-'))
  process.env.MEDIA_ROOT = path.join(work, 'media')
})
afterEach(() => {
  delete process.env.MEDIA_ROOT
  fs.rmSync(work, { recursive: true, force: true })
})

const mediaFiles = () => {
  const root = process.env.MEDIA_ROOT!
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).sort() : []
}

/** Everything the import may touch, to prove that nothing was. */
async function content() {
  return {
    news: await db.news.findMany({ orderBy: { id: 'asc' } }),
    projects: await db.project.findMany({ orderBy: { id: 'asc' } }),
    objectTypes: await db.objectType.findMany({ orderBy: { id: 'asc' } }),
    certificates: await db.certificate.findMany({ orderBy: { id: 'asc' } }),
    brands: await db.brand.findMany({ orderBy: { id: 'asc' } }),
    faq: await db.faqEntry.findMany({ orderBy: { id: 'asc' } }),
    blocks: await db.contentBlock.findMany({ orderBy: { key: 'asc' } }),
    production: await db.productionPage.findMany({ orderBy: { id: 'asc' } }),
    videos: await db.video.findMany({ orderBy: { id: 'asc' } }),
  }
}

const FOLDER = {
  'news/sezon-2026.md': `---
title: Готовим котельные к сезону
date: 2026-09-15 10:00
summary: Заявки до 1 октября.
image: images/sezon.png
gallery:
  - images/kotel.png
---
Инженеры проверят котёл и горелку.

- выезд бесплатно.
`,
  'news/images/sezon.png': Buffer.from('png bytes of the season'),
  'news/images/kotel.png': Buffer.from('png bytes of a boiler'),
  'objects/kotelnaya-kulsary.md': `---
title: Котельная школы
type: socialnye-obekty
location: Кульсары
year: 2026
images: [../shared/kulsary.png]
---
Котельная 1,2 МВт.
`,
  'shared/kulsary.png': Buffer.from('png bytes of Kulsary'),
  'certificates/iso-9001.json': JSON.stringify(
    { title: 'Сертификат ISO 9001:2015', image: 'iso.png', file: 'iso.pdf' },
    null,
    2
  ),
  'certificates/iso.png': Buffer.from('png bytes of ISO'),
  'certificates/iso.pdf': Buffer.from('%PDF-1.4 ISO'),
  'partners/grundfos.md': `---
name: Grundfos
website: https://www.grundfos.com
logo: logo.svg
featured: true
---
Официальный дилер Grundfos.
`,
  'partners/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'faq.json': `[
  {
    "key": "oplata",
    "question": "Какие способы оплаты доступны?",
    "answer": "Наличными, картой и Kaspi."
  },
  { "key": "rassrochka", "question": "Есть рассрочка?", "answer": "Да, Kaspi Red." }
]
`,
  'pages/promo_banner.md': `---
title: Бесплатная доставка от 10 000 ₸
validUntil: 2026-12-31
data:
  minOrderAmount: 10000
  link: /delivery
---
Доставим бесплатно.
`,
  'pages/delivery.md': `---
title: Доставка и оплата
---
Доставляем.
`,
}

describe('content folder', () => {
  scenario('creates and updates every kind; pictures copied by content', async () => {
    files(FOLDER)
    const result = await importContentFolder(folder())
    expect(result.plan.rows.filter((r) => r.status === 'rejected')).toEqual([])
    expect(result.plan.summary).toEqual({ created: 4, updated: 3, unchanged: 1, rejected: 0 })
    expect(result.written).toBe(true)
    expect(result.filesCopied).toBe(6)

    const news = await db.news.findUniqueOrThrow({ where: { slug: 'sezon-2026' } })
    expect(news).toMatchObject({
      title: 'Готовим котельные к сезону',
      summary: 'Заявки до 1 октября.',
      body: 'Инженеры проверят котёл и горелку.\n\n- выезд бесплатно.',
      isPromo: false,
      isPublished: true,
    })
    expect(news.publishedAt.toISOString()).toBe('2026-09-15T05:00:00.000Z') // 10:00 in Astana
    expect(news.image).toMatch(/^news\/sezon-2026\/[0-9a-f]{20}\.png$/)
    expect(fs.readFileSync(resolveMediaPath(news.image!)!, 'utf8')).toBe('png bytes of the season')
    expect(news.gallery).toHaveLength(1)

    const project = await db.project.findUniqueOrThrow({
      where: { slug: 'kotelnaya-kulsary' },
      include: { type: true },
    })
    expect(project).toMatchObject({
      title: 'Котельная школы',
      location: 'Кульсары',
      year: 2026,
      client: null,
      description: 'Котельная 1,2 МВт.',
      type: { name: 'Социальные объекты' },
    })
    expect(fs.readFileSync(resolveMediaPath(project.images[0])!, 'utf8')).toBe(
      'png bytes of Kulsary'
    )

    // Entered before the import: found by title, given the key.
    const certificates = await db.certificate.findMany()
    expect(certificates).toHaveLength(1)
    expect(certificates[0]).toMatchObject({ slug: 'iso-9001', position: 3 })
    expect(certificates[0].file).toMatch(/^certificates\/iso-9001\/[0-9a-f]{20}\.pdf$/)

    const brand = await db.brand.findUniqueOrThrow({ where: { slug: 'grundfos' } })
    expect(brand).toMatchObject({
      name: 'Grundfos',
      country: 'Дания', // not in the file: kept
      website: 'https://www.grundfos.com',
      isFeatured: true,
      description: 'Официальный дилер Grundfos.',
    })
    expect(brand.logo).toMatch(/^brands\/grundfos\/[0-9a-f]{20}\.svg$/)

    const faq = await db.faqEntry.findMany({ orderBy: { position: 'asc' } })
    expect(faq.map((f) => [f.slug, f.answer, f.position])).toEqual([
      ['oplata', 'Наличными, картой и Kaspi.', 1],
      ['rassrochka', 'Да, Kaspi Red.', 2],
    ])

    const promo = await db.contentBlock.findUniqueOrThrow({ where: { key: 'promo_banner' } })
    expect(promo).toMatchObject({
      title: 'Бесплатная доставка от 10 000 ₸',
      body: 'Доставим бесплатно.',
      data: { minOrderAmount: 10000, link: '/delivery' },
    })
    expect(promo.validUntil?.toISOString()).toBe('2026-12-31T19:00:00.000Z') // through Dec 31 in Astana

    const report = formatContentReport(result)
    expect(report).toContain('Создано: 4, обновлено: 3, без изменений: 1, отклонено: 0.')
    expect(report).toContain(
      'news/sezon-2026.md  новость  создан: «Готовим котельные к сезону»; дата 15.09.2026 10:00; анонс: 20 знаков; картинка; галерея: 1; текст: 54 знака'
    )
    expect(report).toContain(
      'certificates/iso-9001.json  сертификат  обновлён: ключ: — → iso-9001 (запись #'
    )
    expect(report).toContain('faq.json:2  вопрос  обновлён: ключ: — → oplata')
    expect(report).toContain('faq.json:7  вопрос  создан: «Есть рассрочка?»')
    expect(report).toContain('pages/delivery.md  страница  без изменений')
    expect(report).toContain(
      'pages/promo_banner.md  страница  создан: «Бесплатная доставка от 10 000 ₸»; действует до: 31.12.2026 включительно; данные: minOrderAmount, link; текст: 19 знаков'
    )
    expect(report).toContain('В базе 1 запись «новость», которых нет в news/ (их удалит --prune).')
    expect(report).toContain(
      'Записано одной транзакцией: создано 4, обновлено 3; скопировано файлов: 6.'
    )
  })

  scenario(
    'Kazakh front matter (issue 33 §3): *_kk fields and body_kk set the Kazakh texts; left out they stay, empty they clear',
    async () => {
      files({
        'faq/oplata.md': [
          '---',
          'question: Как оплатить заказ?',
          'question_kk: Тапсырысты қалай төлеуге болады?',
          'answer_kk: |',
          '  Сайтта картамен немесе **алған кезде**.',
          '',
          '  Заңды тұлғалар — шот бойынша.',
          '---',
          'Картой на сайте или **при получении**.',
        ].join('\n'),
      })
      const first = await importContentFolder(folder())
      expect(first.plan.summary).toMatchObject({ created: 1, rejected: 0 })
      expect(await db.faqEntry.findUniqueOrThrow({ where: { slug: 'oplata' } })).toMatchObject({
        question: 'Как оплатить заказ?',
        questionKk: 'Тапсырысты қалай төлеуге болады?',
        answer: 'Картой на сайте или **при получении**.',
        answerKk: 'Сайтта картамен немесе **алған кезде**.\n\nЗаңды тұлғалар — шот бойынша.',
      })

      // Russian only: the Kazakh texts stay; an empty question_kk clears that one.
      files({
        'faq/oplata.md': '---\nquestion: Как оплатить?\nquestion_kk:\n---\nКартой.',
      })
      const second = await importContentFolder(folder())
      expect(second.plan.summary).toMatchObject({ updated: 1, rejected: 0 })
      expect(await db.faqEntry.findUniqueOrThrow({ where: { slug: 'oplata' } })).toMatchObject({
        question: 'Как оплатить?',
        questionKk: '',
        answerKk: 'Сайтта картамен немесе **алған кезде**.\n\nЗаңды тұлғалар — шот бойынша.',
      })
    }
  )

  scenario('the same folder twice: the second run changes nothing', async () => {
    files(FOLDER)
    await importContentFolder(folder())
    const before = await content()
    const media = mediaFiles()

    const second = await importContentFolder(folder())
    expect(second.plan.summary).toEqual({ created: 0, updated: 0, unchanged: 8, rejected: 0 })
    expect(second.written).toBe(false)
    expect(second.filesCopied).toBe(0)
    expect(await content()).toEqual(before) // updatedAt included
    expect(mediaFiles()).toEqual(media)
    const report = formatContentReport(second, { changesOnly: true })
    expect(report).not.toContain('без изменений\n')
    expect(report).toContain('Изменений нет: база уже совпадает с файлом.')
  })

  scenario('a dry run reports the plan and writes nothing', async () => {
    files(FOLDER)
    const before = await content()
    const result = await importContentFolder(folder(), { dryRun: true })
    expect(result.plan.summary).toEqual({ created: 4, updated: 3, unchanged: 1, rejected: 0 })
    expect(result.written).toBe(false)
    expect(await content()).toEqual(before)
    expect(mediaFiles()).toEqual([])
    expect(formatContentReport(result)).toContain(
      'Пробный запуск: ошибок нет. Запустите без --dry-run, чтобы записать.'
    )
  })

  scenario('zip bombs in the folder are never unpacked: each named and skipped', async () => {
    files({
      ...FOLDER,
      'news/sheetBomb.xlsx': zipBomb('sheetBomb'),
      'objects/nestedBigEntry.zip': zipBomb('nestedBigEntry'),
    })
    const before = await content()
    const result = await importContentFolder(folder(), { dryRun: true })
    expect(result.plan.warnings).toEqual(
      expect.arrayContaining([
        `news/sheetBomb.xlsx: ${UNOPENED_MESSAGE}`,
        `objects/nestedBigEntry.zip: ${UNOPENED_MESSAGE}`,
      ])
    )
    expect(result.plan.ok).toBe(true)
    expect(await content()).toEqual(before)
  })

  scenario('one rejected file: nothing is written, with reasons by file and line', async () => {
    files({
      ...FOLDER,
      'news/bad.md': '---\ntitle: Плохая\ndate: 2026-02-30\nimage: net.png\n---\nТекст\n',
      'pages/o_nas.md': '---\ntitle: О нас\n---\n',
      'objects/Объект.md': '---\ntitle: x\n---\n',
    })
    const before = await content()
    const result = await importContentFolder(folder())
    expect(result.plan.ok).toBe(false)
    expect(result.written).toBe(false)
    expect(await content()).toEqual(before)
    expect(mediaFiles()).toEqual([])
    const report = formatContentReport(result)
    expect(report).toContain(
      `news/bad.md  новость  отклонён: строка 3: date: «2026-02-30»: нужна дата ГГГГ-ММ-ДД (можно со временем: 2026-11-05 10:30); строка 4: image: Изображение «net.png» не найдено в ${path.join(folder(), 'news')}`
    )
    expect(report).toContain('pages/o_nas.md  страница  отклонён: страницы «o_nas» на сайте нет')
    expect(report).toContain(
      'objects/Объект.md  объект  отклонён: имя файла: адрес «Объект»: нужны строчные латинские буквы, цифры и дефисы, например «obekt»'
    )
    expect(report).toContain('ОТКЛОНЕНО: ничего не записано.')
  })

  scenario('a database error half-way rolls everything back', async () => {
    files({
      'news/sezon-2026.md': FOLDER['news/sezon-2026.md'].replace(/image:.*\ngallery:\n.*\n/, ''),
      // PostgreSQL's jsonb refuses \u0000: the last write fails.
      'pages/contacts.md': '---\ntitle: Контакты\ndata: {"phone": "\\u0000"}\n---\n',
    })
    const before = await content()
    await expect(importContentFolder(folder())).rejects.toThrow()
    expect(await content()).toEqual(before)
  })

  scenario('--prune deletes what the folder no longer has, and says so', async () => {
    files({ 'news/sezon-2026.md': FOLDER['news/sezon-2026.md'], ...pick(FOLDER, 'news/images/') })
    const result = await importContentFolder(folder(), { prune: true })
    expect(result.plan.removals).toEqual([
      expect.objectContaining({ kind: 'news', key: 'staraya-novost' }),
    ])
    expect(await db.news.findMany({ select: { slug: true } })).toEqual([{ slug: 'sezon-2026' }])
    // Only the kinds in the folder: the certificate and the FAQ entry stay.
    expect(await db.certificate.count()).toBe(1)
    expect(await db.faqEntry.count()).toBe(1)
    const report = formatContentReport(result)
    expect(report).toContain(
      'Удаляется (--prune): 1.\n  news/staraya-novost  новость  удалён: «Старая новость»'
    )
    expect(report).toContain('создано 1, обновлено 0, удалено 1;')
  })

  scenario('a new object type only with --create-sections', async () => {
    files({ 'objects/dom.md': '---\ntitle: Дом\ntype: Коттеджи\nlocation: Атырау\n---\n' })
    const strict = await importContentFolder(folder())
    expect(strict.plan.rows[0].errors[0]).toContain('тип «Коттеджи» не найден')
    const created = await importContentFolder(folder(), { createSections: true })
    expect(created.written).toBe(true)
    expect(formatContentReport(created)).toContain('Новые типы объектов: Коттеджи.')
    const project = await db.project.findUniqueOrThrow({
      where: { slug: 'dom' },
      include: { type: true },
    })
    expect(project.type).toMatchObject({ name: 'Коттеджи', slug: 'kottedzhi', position: 2 })
  })

  scenario('an unreadable folder or a broken faq.json stops the import', async () => {
    await expect(importContentFolder(path.join(work, 'none'))).rejects.toThrow(ImportFileError)
    files({ 'faq.json': '[\n  {"key": "a",\n   "question": "?" "answer": "!"}\n]' })
    await expect(importContentFolder(folder())).rejects.toThrow(
      'faq.json:3: JSON с ошибкой: ожидалось «,» или «}», а не «"answer": "!"}»'
    )
  })
})

function pick<T>(entries: Record<string, T>, prefix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).filter(([k]) => k.startsWith(prefix)))
}
