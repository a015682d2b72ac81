import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handler as mediaHandler } from 'src/functions/media/media'
import { announceCacheChange, listenForCacheChanges } from 'src/lib/cacheSignals'
import { db } from 'src/lib/db'
import { resolveMediaPath } from 'src/lib/media'
import { zipBomb } from 'src/lib/spreadsheets/__fixtures__/zipBombs'
import { TOO_BIG_UNPACKED, TOO_COMPRESSED, TOO_MANY_ENTRIES } from 'src/lib/spreadsheets/zipGuard'

import { exchangeConfigSchema } from './commerceml'
import { importXml, offersXml, SAMPLE_CONFIG, type SampleOffer } from './exchange.fixtures'
import { importExchange, importProductFile, ImportFileError, runImport } from './importer'
import type { StandardScenario } from './importer.scenarios'
import { formatReport } from './report'

let work: string
const photos = () => path.join(work, 'photos')

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-import-'))
  process.env.MEDIA_ROOT = path.join(work, 'media')
  fs.mkdirSync(photos())
  fs.writeFileSync(path.join(photos(), 'wilo-1.jpg'), Buffer.from('jpeg bytes of wilo 1'))
  fs.writeFileSync(path.join(photos(), 'wilo-2.png'), Buffer.from('png bytes of wilo 2'))
  fs.writeFileSync(path.join(photos(), 'bak.jpg'), Buffer.from('jpeg bytes of a tank'))
})
afterEach(() => {
  delete process.env.MEDIA_ROOT
  fs.rmSync(work, { recursive: true, force: true })
})

/** A UTF-8 CSV with BOM, as Excel saves «CSV UTF-8 (разделитель — точка с запятой)». */
function csvFile(lines: string[], name = 'products.csv') {
  const file = path.join(work, name)
  fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n')
  return file
}

const HEADER =
  'Артикул;Наименование;Бренд;Категория;Подкатегория;Цена;Старая цена;Остаток Атырау;Остаток Актобе;Характеристика: Мощность, кВт;Характеристика: Напор, м;Изображения'
const NEW_PUMP =
  'NW-10;Насос циркуляционный Wilo Star-RS 25/4;Wilo;Насосное оборудование;Циркуляционные насосы;45 000,50;50 000;2;0;0,045;4;"wilo-1.jpg; wilo-2.png"'
const NEW_TANK = 'BK-1;Бак мембранный 24 л;Reflex;Баки и емкости;;12 500;;0;7;;;bak.jpg'

/** Everything an import may touch, to prove that nothing was. */
async function catalog() {
  return {
    products: await db.product.findMany({ orderBy: { id: 'asc' } }),
    attributes: await db.productAttribute.findMany({ orderBy: { id: 'asc' } }),
    images: await db.productImage.findMany({ orderBy: { id: 'asc' } }),
    stock: await db.stock.findMany({ orderBy: [{ productId: 'asc' }, { shopId: 'asc' }] }),
    typePrices: await db.productPrice.findMany({
      orderBy: [{ productId: 'asc' }, { priceTypeId: 'asc' }, { minQuantity: 'asc' }],
    }),
    priceTypes: await db.priceType.findMany({ orderBy: { id: 'asc' } }),
    brands: await db.brand.findMany({ orderBy: { id: 'asc' } }),
    categories: await db.category.findMany({ orderBy: { id: 'asc' } }),
    subcategories: await db.subcategory.findMany({ orderBy: { id: 'asc' } }),
  }
}

const mediaFiles = () => {
  const root = process.env.MEDIA_ROOT!
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : []
}

async function productByArticle(article: string) {
  return db.product.findUniqueOrThrow({
    where: { article },
    include: {
      brand: true,
      category: true,
      subcategory: true,
      attributes: { orderBy: { position: 'asc' } },
      images: { orderBy: { position: 'asc' } },
      stock: { include: { shop: true }, orderBy: { shopId: 'asc' } },
    },
  })
}

const stockOf = (product: Awaited<ReturnType<typeof productByArticle>>) =>
  Object.fromEntries(product.stock.map((s) => [s.shop.name, s.count]))

describe('products file', () => {
  scenario(
    'creates products: prices, stock per shop, characteristics, pictures copied',
    async () => {
      const result = await importProductFile(csvFile([HEADER, NEW_PUMP, NEW_TANK]), {
        imagesDir: photos(),
      })
      expect(result.plan.summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 })
      expect(result.written).toBe(true)
      expect(result.imagesCopied).toBe(3)

      const pump = await productByArticle('NW-10')
      expect(pump).toMatchObject({
        name: 'Насос циркуляционный Wilo Star-RS 25/4',
        slug: 'nasos-cirkulyacionnyy-wilo-star-rs-25-4',
        brand: { name: 'Wilo', slug: 'wilo' },
        category: { name: 'Насосное оборудование' },
        subcategory: { name: 'Циркуляционные насосы' },
        isActive: true,
      })
      expect(pump.currentPrice.toString()).toBe('45000.5')
      expect(pump.lastPrice?.toString()).toBe('50000')
      expect(pump.price.toString()).toBe('50000')
      expect(stockOf(pump)).toEqual({ Атырау: 2 }) // 0 needs no row
      expect(
        pump.attributes.map((a) => [a.name, a.value, a.valueNumber?.toString(), a.unit])
      ).toEqual([
        ['Мощность, кВт', '0,045', '0.045', 'кВт'],
        ['Напор, м', '4', '4', 'м'],
      ])
      expect(pump.images.map((i) => i.alt)).toEqual([
        'Насос циркуляционный Wilo Star-RS 25/4',
        'Насос циркуляционный Wilo Star-RS 25/4 — фото 2',
      ])
      // Served from the media root (/api/media/<file>), byte for byte the editor's picture.
      expect(pump.images[0].file).toMatch(/^products\/nw-10\/[0-9a-f]{20}\.jpg$/)
      expect(fs.readFileSync(resolveMediaPath(pump.images[0].file)!, 'utf8')).toBe(
        'jpeg bytes of wilo 1'
      )
      expect(fs.readFileSync(resolveMediaPath(pump.images[1].file)!, 'utf8')).toBe(
        'png bytes of wilo 2'
      )
      const served = await mediaHandler(
        mockHttpEvent({ httpMethod: 'GET', path: `/media/${pump.images[1].file}` })
      )
      expect(served).toMatchObject({ statusCode: 200, headers: { 'Content-Type': 'image/png' } })
      expect(Buffer.from(served.body, 'base64').toString()).toBe('png bytes of wilo 2')

      const tank = await productByArticle('BK-1')
      expect(tank).toMatchObject({ subcategory: null, lastPrice: null, brand: { name: 'Reflex' } })
      expect(stockOf(tank)).toEqual({ Актобе: 7 })

      const report = formatReport(result)
      expect(report).toContain('Создано: 2, обновлено: 0, без изменений: 0, отклонено: 0.')
      expect(report).toContain('Новые бренды: Wilo, Reflex.')
      expect(report).toContain('строка 2  NW-10  создан: «Насос циркуляционный Wilo Star-RS 25/4»')
      expect(report).toContain(
        'Записано одной транзакцией: создано 2, обновлено 0; скопировано изображений: 3.'
      )
    }
  )

  scenario(
    'a «Наименование (каз)» / «Описание (каз)» column sets and clears the Kazakh texts; a sheet without it keeps them',
    async () => {
      const header = 'Артикул;Наименование;Наименование (каз);Описание (каз)'
      const first = await importProductFile(
        csvFile([header, 'NS-1;;Grundfos UPS 25-40 айналым сорғысы;Үйге арналған.']),
        {}
      )
      expect(first.plan.summary).toMatchObject({ updated: 1, rejected: 0 })
      expect(formatReport(first)).toContain(
        'наименование (каз): — → «Grundfos UPS 25-40 айналым сорғысы»'
      )
      expect(await productByArticle('NS-1')).toMatchObject({
        name: 'Насос циркуляционный Grundfos UPS 25-40',
        nameKk: 'Grundfos UPS 25-40 айналым сорғысы',
        descriptionKk: 'Үйге арналған.',
      })

      // Russian columns only: the Kazakh texts stay.
      await importProductFile(
        csvFile(['Артикул;Наименование', 'NS-1;Насос Grundfos UPS'], 'ru.csv'),
        {}
      )
      expect(await productByArticle('NS-1')).toMatchObject({
        name: 'Насос Grundfos UPS',
        nameKk: 'Grundfos UPS 25-40 айналым сорғысы',
      })

      // An empty Kazakh cell clears it: the shop shows the Russian text.
      await importProductFile(csvFile([header, 'NS-1;;;Үйге арналған.'], 'clear.csv'), {})
      expect(await productByArticle('NS-1')).toMatchObject({
        nameKk: '',
        descriptionKk: 'Үйге арналған.',
      })
    }
  )

  scenario('the same file twice: the second run changes nothing', async () => {
    const file = csvFile([HEADER, NEW_PUMP, NEW_TANK, 'NS-1;;;;;52000;;3;;0,045;;'])
    const first = await importProductFile(file, { imagesDir: photos() })
    expect(first.plan.summary).toEqual({ created: 2, updated: 0, unchanged: 1, rejected: 0 })
    const before = await catalog()
    const files = mediaFiles()

    const second = await importProductFile(file, { imagesDir: photos() })
    expect(second.plan.summary).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: 0 })
    expect(second.written).toBe(false)
    expect(second.imagesCopied).toBe(0)
    expect(await catalog()).toEqual(before) // updatedAt included
    expect(mediaFiles()).toEqual(files)
    expect(formatReport(second)).toContain('Изменений нет: база уже совпадает с файлом.')
  })

  scenario(
    'updates an existing product: only what the row changes',
    async (scenario: StandardScenario) => {
      const before = await productByArticle('NS-1')
      const result = await importProductFile(
        csvFile([
          'Артикул;Цена;Старая цена;Остаток Актобе;Характеристика: Мощность, кВт;Характеристика: Напор, м',
          'NS-1;"48 000";"52 000";5;0,045;6',
        ])
      )
      expect(result.plan.rows).toEqual([
        expect.objectContaining({
          where: 'строка 2',
          article: 'NS-1',
          status: 'updated',
          changes: [
            'цена: 52 000 ₸ → 48 000 ₸',
            'старая цена: — → 52 000 ₸',
            'характеристики: +Напор, м: 6',
            'остаток Актобе: 0 → 5',
          ],
        }),
      ])
      const after = await productByArticle('NS-1')
      expect(after.id).toBe(scenario.product.pump.id)
      expect([after.price, after.currentPrice, after.lastPrice].map(String)).toEqual([
        '52000',
        '48000',
        '52000',
      ])
      expect(after.name).toBe(before.name)
      expect(after.images).toEqual(before.images)
      expect(stockOf(after)).toEqual({ Атырау: 3, Актобе: 5 })
      expect(after.attributes.map((a) => a.name)).toEqual(['Мощность, кВт', 'Напор, м'])
      expect(after.attributes[0].id).toBe(before.attributes[0].id) // unchanged rows stay
    }
  )

  scenario('a written import tells every api process; a dry run does not', async () => {
    const heard: string[] = []
    const listener = listenForCacheChanges({
      catalog: () => heard.push('catalog'),
      content: () => heard.push('content'),
      sessions: () => {},
    })
    try {
      await listener.ready
      const heardAll = async (count: number) => {
        const until = Date.now() + 3_000
        while (heard.length < count && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      const file = csvFile([HEADER, NEW_PUMP, NEW_TANK])
      await importProductFile(file, { imagesDir: photos(), dryRun: true })
      // A marker after the dry run: signals arrive in order, so one from the dry run would come first.
      await announceCacheChange(db, 'content')
      await heardAll(1)
      await importProductFile(file, { imagesDir: photos() })
      await heardAll(2)
      expect(heard).toEqual(['content', 'catalog'])
    } finally {
      await listener.stop()
    }
  })

  scenario(
    'a stock-only change moves the product’s version (a stale back-office save gets 409)',
    async () => {
      const before = await productByArticle('NS-1')
      const result = await importProductFile(csvFile(['Артикул;Остаток Актобе', 'NS-1;9']))
      expect(result.plan.summary.updated).toBe(1)
      const after = await productByArticle('NS-1')
      expect(stockOf(after).Актобе).toBe(9)
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    }
  )

  scenario('dry run reports the plan and writes nothing', async () => {
    const before = await catalog()
    const result = await importProductFile(csvFile([HEADER, NEW_PUMP, NEW_TANK]), {
      imagesDir: photos(),
      dryRun: true,
    })
    expect(result.plan.summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 })
    expect(result).toMatchObject({ dryRun: true, written: false, imagesCopied: 0 })
    expect(await catalog()).toEqual(before)
    expect(mediaFiles()).toEqual([])
    const report = formatReport(result)
    expect(report).toMatch(
      /^Импорт: products\.csv — пробный запуск \(--dry-run\), в базу ничего не записано\./
    )
    expect(report).toContain('Пробный запуск: ошибок нет. Запустите без --dry-run, чтобы записать.')
  })

  scenario('a bad row is reported with its line number and nothing is written', async () => {
    const before = await catalog()
    const result = await importProductFile(
      csvFile([
        HEADER,
        NEW_PUMP,
        'NS-1;;;;;52000;;10;;;;',
        'BK-2;Бак 50 л;Reflex;Баки и емкости;;сто тысяч;;;;;;',
        'BK-3;Бак 80 л;;Баки;;1000;;;;;;нет-такого.jpg',
      ]),
      { imagesDir: photos() }
    )
    expect(result.written).toBe(false)
    expect(result.plan.ok).toBe(false)
    expect(result.plan.summary).toEqual({ created: 1, updated: 1, unchanged: 0, rejected: 2 })
    expect(await catalog()).toEqual(before)
    expect(mediaFiles()).toEqual([])
    const report = formatReport(result)
    expect(report).toContain('строка 4  BK-2  отклонён: Цена «сто тысяч»: не число')
    expect(report).toContain('строка 5  BK-3  отклонён: Изображение «нет-такого.jpg» не найдено')
    expect(report).toContain(
      'Категория «Баки» не найдена (новые категории создаёт --create-sections)'
    )
    expect(report).toContain('ОТКЛОНЕНО: ничего не записано.')
  })

  scenario('reads an .xlsx with number cells and a title above the header', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Товары')
    sheet.addRow(['Прайс-лист на декабрь'])
    sheet.addRow([
      'Артикул',
      'Наименование',
      'Категория',
      'Цена',
      'Остаток Атырау',
      'Характеристика: Объём, л',
    ])
    sheet.addRow(['BK-24', 'Бак мембранный 24 л', 'Баки и емкости', 12500.5, 4, 24])
    sheet.addRow(['NS-1', null, null, 0.1 + 0.2, null, null]) // 0.30000000000000004 in binary
    const file = path.join(work, 'Прайс.xlsx')
    await workbook.xlsx.writeFile(file)

    const result = await importProductFile(file)
    expect(result.plan.rows.map((r) => [r.where, r.article, r.status])).toEqual([
      ['строка 3', 'BK-24', 'created'],
      ['строка 4', 'NS-1', 'updated'],
    ])
    const tank = await productByArticle('BK-24')
    expect(tank.currentPrice.toString()).toBe('12500.5')
    expect(stockOf(tank)).toEqual({ Атырау: 4 })
    expect(tank.attributes[0]).toMatchObject({ name: 'Объём, л', value: '24', unit: 'л' })
    expect((await productByArticle('NS-1')).currentPrice.toString()).toBe('0.3')
  })

  scenario('unknown sections are created only with createSections', async () => {
    const file = csvFile([
      'Артикул;Наименование;Категория;Подкатегория;Цена',
      'VN-1;Водонагреватель 80 л;Водонагреватели;Накопительные;95 000',
    ])
    const refused = await importProductFile(file)
    expect(refused.plan.rows[0].errors).toEqual([
      'Категория «Водонагреватели» не найдена (новые категории создаёт --create-sections).',
    ])
    expect(await db.category.count({ where: { name: 'Водонагреватели' } })).toBe(0)

    const created = await importProductFile(file, { createSections: true })
    expect(created.plan.summary.created).toBe(1)
    const heater = await productByArticle('VN-1')
    expect(heater.category).toMatchObject({
      name: 'Водонагреватели',
      slug: 'vodonagrevateli',
      position: 3,
    })
    expect(heater.subcategory).toMatchObject({
      name: 'Накопительные',
      categoryId: heater.categoryId,
    })
  })

  scenario('a failure while writing rolls the whole import back', async () => {
    const before = await catalog()
    // A number beyond the column's Decimal(14, 4), which no check before the
    // write looks at: the second statement (characteristics) fails after the
    // products were inserted.
    const read = {
      drafts: [
        {
          where: 'строка 2',
          order: 2,
          article: 'X-1',
          name: 'Товар',
          category: 'Баки и емкости',
          brand: 'Новый бренд',
          attributes: [{ name: 'Вес', value: '1e12', valueNumber: 1e12, unit: null }],
          errors: [],
          notes: [],
        },
      ],
      fileErrors: [],
      warnings: [],
    }
    await expect(runImport(read, 'test')).rejects.toThrow()
    expect(await catalog()).toEqual(before)
  })

  it.each([
    ['sheetBomb', TOO_COMPRESSED],
    ['manyEntries', TOO_MANY_ENTRIES],
    ['nestedBigEntry', TOO_BIG_UNPACKED],
  ] as const)('refuses the zip bomb %s named .xlsx by the shared guard', async (name, message) => {
    const file = path.join(work, `${name}.xlsx`)
    fs.writeFileSync(file, zipBomb(name))
    const read = importProductFile(file, { dryRun: true })
    await expect(read).rejects.toThrow(ImportFileError)
    await expect(read).rejects.toThrow(message)
  })

  it('refuses files it cannot read', async () => {
    const other = path.join(work, 'products.ods')
    fs.writeFileSync(other, 'x')
    await expect(importProductFile(other)).rejects.toThrow(ImportFileError)
    await expect(importProductFile(path.join(work, 'missing.csv'))).rejects.toThrow(
      'не найден или не читается'
    )
  })
})

describe('1C exchange', () => {
  const exchange = () => path.join(work, 'exchange')

  function writeExchange(files: { import?: string; offers?: string }) {
    fs.mkdirSync(path.join(exchange(), 'import_files', 'ab'), { recursive: true })
    fs.writeFileSync(path.join(exchange(), 'import_files', 'ab', 'guid-1.png'), 'png of guid-1')
    const written = { imports: [] as string[], offers: [] as string[] }
    if (files.import) {
      fs.writeFileSync(path.join(exchange(), 'import0_1.xml'), files.import)
      written.imports.push(path.join(exchange(), 'import0_1.xml'))
    }
    if (files.offers) {
      fs.writeFileSync(path.join(exchange(), 'offers0_1.xml'), files.offers)
      written.offers.push(path.join(exchange(), 'offers0_1.xml'))
    }
    return written
  }

  const PRODUCTS = importXml([
    {
      id: 'guid-1',
      article: '1C-100',
      name: 'Насос циркуляционный Wilo Star 25/4',
      group: 'g-circ-small',
      images: ['import_files/ab/guid-1.png'],
      properties: [
        ['p-power', '0.045'],
        ['p-brand', 'v-wilo'],
      ],
    },
    { id: 'guid-2', article: '1C-200', name: 'Бак мембранный 50 л', group: 'g-tanks' },
    // Already on the site from a spreadsheet: found by article, gets its Ид.
    {
      id: 'guid-3',
      article: 'NS-1',
      name: 'Насос циркуляционный Grundfos UPS 25-40',
      group: 'g-circ',
    },
  ])
  const offers = (retail: string, extra: SampleOffer[] = []) =>
    offersXml([
      {
        id: 'guid-1',
        prices: [
          ['t-retail', retail],
          ['t-old', '50000.00'],
          ['t-whole', '40000.00'],
        ],
        stock: [
          ['w-atyrau', '3'],
          ['w-aktobe-1', '2'],
          ['w-aktobe-2', '2'],
          ['w-prod', '50'],
        ],
      },
      {
        id: 'guid-2',
        prices: [['t-retail', '12000']],
        notation: 'rests',
        stock: [['w-aktobe-1', '6.000']],
      },
      { id: 'guid-3', prices: [['t-retail', '51000']], stock: [['w-atyrau', '1']] },
      ...extra,
    ])

  scenario(
    'import.xml and offers.xml together; the same exchange again changes nothing',
    async () => {
      const files = writeExchange({ import: PRODUCTS, offers: offers('45000.00') })
      const result = await importExchange({ ...files, config: SAMPLE_CONFIG })
      expect(result.plan.fileErrors).toEqual([])
      expect(result.plan.summary).toEqual({ created: 2, updated: 1, unchanged: 0, rejected: 0 })
      expect(result.imagesCopied).toBe(1)

      const pump = await productByArticle('1C-100')
      expect(pump).toMatchObject({
        externalId: 'guid-1',
        brand: { name: 'Wilo' },
        category: { name: 'Насосное оборудование' },
        subcategory: { name: 'Циркуляционные насосы' }, // «Малые насосы» is below it
        unit: 'шт',
      })
      expect([pump.price, pump.currentPrice, pump.lastPrice].map(String)).toEqual([
        '50000',
        '45000',
        '50000',
      ])
      expect(stockOf(pump)).toEqual({ Атырау: 3, Актобе: 4 }) // production is not a shop
      expect(pump.attributes.map((a) => [a.name, a.value])).toEqual([['Мощность, кВт', '0,045']])
      expect(fs.readFileSync(resolveMediaPath(pump.images[0].file)!, 'utf8')).toBe('png of guid-1')

      const tank = await productByArticle('1C-200')
      expect(tank).toMatchObject({ category: { name: 'Баки и емкости' }, subcategory: null })
      expect(stockOf(tank)).toEqual({ Актобе: 6 })
      const linked = await productByArticle('NS-1')
      expect(linked.externalId).toBe('guid-3')
      expect(linked.currentPrice.toString()).toBe('51000')
      expect(stockOf(linked)).toEqual({ Атырау: 1 }) // Актобе: 0, no row needed

      const before = await catalog()
      const again = await importExchange({ ...files, config: SAMPLE_CONFIG })
      expect(again.plan.summary).toEqual({ created: 0, updated: 0, unchanged: 3, rejected: 0 })
      expect(again.written).toBe(false)
      expect(await catalog()).toEqual(before)
    }
  )

  scenario(
    'never overwrites a Kazakh text editors wrote (issue 33 §3)',
    async (scenario: StandardScenario) => {
      const pumpId = scenario.product.pump.id
      // The product's sections and brand too: 1C names them, editors write their Kazakh.
      await db.category.update({
        where: { id: scenario.category.pumps.id },
        data: {
          nameKk: 'Сорғы жабдықтары',
          descriptionKk: 'Үйге және өндіріске арналған сорғылар.',
        },
      })
      await db.subcategory.update({
        where: { id: scenario.subcategory.circulation.id },
        data: { nameKk: 'Айналым сорғылары' },
      })
      await db.brand.update({
        where: { id: scenario.brand.grundfos.id },
        data: { descriptionKk: 'Дания сорғылары.' },
      })
      await db.product.update({
        where: { id: pumpId },
        data: { nameKk: 'Grundfos UPS 25-40 айналым сорғысы', descriptionKk: 'Үйге арналған.' },
      })
      await db.productAttribute.updateMany({
        where: { productId: pumpId, name: 'Мощность, кВт' },
        data: { nameKk: 'Қуаты, кВт' },
      })
      const renamed = importXml([
        {
          id: 'guid-3',
          article: 'NS-1',
          name: 'Насос циркуляционный Grundfos UPS 25-40 180',
          description: 'Новое описание из 1С.',
          group: 'g-circ',
          properties: [['p-power', '0.06']],
        },
      ])
      const result = await importExchange({
        ...writeExchange({ import: renamed }),
        config: SAMPLE_CONFIG,
      })
      expect(result.plan.fileErrors).toEqual([])
      const pump = await db.product.findUniqueOrThrow({
        where: { id: pumpId },
        include: { attributes: true },
      })
      // 1C's Russian texts arrive; the Kazakh ones stay as the editors wrote them.
      expect(pump.name).toBe('Насос циркуляционный Grundfos UPS 25-40 180')
      expect(pump.description).toBe('Новое описание из 1С.')
      expect(pump.nameKk).toBe('Grundfos UPS 25-40 айналым сорғысы')
      expect(pump.descriptionKk).toBe('Үйге арналған.')
      expect(pump.attributes.map((a) => [a.name, a.value, a.nameKk])).toEqual([
        ['Мощность, кВт', '0,06', 'Қуаты, кВт'],
      ])
      const sections = await productByArticle('NS-1')
      expect(sections.category).toMatchObject({
        nameKk: 'Сорғы жабдықтары',
        descriptionKk: 'Үйге және өндіріске арналған сорғылар.',
      })
      expect(sections.subcategory).toMatchObject({ nameKk: 'Айналым сорғылары' })
      expect(sections.brand).toMatchObject({ descriptionKk: 'Дания сорғылары.' })
    }
  )

  scenario('offers.xml alone refreshes prices and stock; an unknown Ид stops it', async () => {
    const both = writeExchange({ import: PRODUCTS, offers: offers('45000.00') })
    await importExchange({ ...both, config: SAMPLE_CONFIG })
    fs.rmSync(both.imports[0])

    const refresh = writeExchange({ offers: offers('43 900,00') })
    const dry = await importExchange({ ...refresh, config: SAMPLE_CONFIG, dryRun: true })
    expect(dry.plan.rows.map((r) => [r.article, r.status, r.changes])).toEqual([
      ['1C-100', 'updated', ['цена: 45 000 ₸ → 43 900 ₸']],
      ['1C-200', 'unchanged', []],
      ['NS-1', 'unchanged', []],
    ])
    expect((await productByArticle('1C-100')).currentPrice.toString()).toBe('45000')

    const result = await importExchange({ ...refresh, config: SAMPLE_CONFIG })
    expect(result.written).toBe(true)
    expect((await productByArticle('1C-100')).currentPrice.toString()).toBe('43900')

    const before = await catalog()
    const unknown = writeExchange({
      offers: offers('40000', [
        { id: 'guid-404', prices: [['t-retail', '1']], stock: [['w-atyrau', '1']] },
      ]),
    })
    const refused = await importExchange({ ...unknown, config: SAMPLE_CONFIG })
    expect(refused.written).toBe(false)
    const row = refused.plan.rows.find((r) => r.status === 'rejected')!
    expect(row.where).toMatch(/^offers0_1\.xml:\d+$/)
    expect(row.errors).toEqual([
      'Товар с Ид guid-404 не найден на сайте: сначала загрузите import.xml с ним.',
    ])
    expect(await catalog()).toEqual(before)
  })

  scenario('an unmapped warehouse rejects the exchange', async () => {
    const files = writeExchange({ import: PRODUCTS, offers: offers('45000.00') })
    const config = exchangeConfigSchema.parse({
      warehouses: { 'w-aktobe-1': 'Актобе', 'w-prod': null },
    })
    const before = await catalog()
    const result = await importExchange({
      ...files,
      config,
      configName: 'scripts/1c-exchange.json',
    })
    expect(result.plan.fileErrors).toEqual([
      'Склад «Актобе, склад 2» (Ид w-aktobe-2) не сопоставлен с магазином: добавьте его в warehouses в scripts/1c-exchange.json (имя магазина или null, чтобы не учитывать).',
    ])
    expect(result.written).toBe(false)
    expect(await catalog()).toEqual(before)
  })
})

describe('price types', () => {
  /** The migration's two types (a teardown may have removed them) and a dealer type. */
  async function priceTypes() {
    const upsert = (code: string, name: string, position: number) =>
      db.priceType.upsert({
        where: { code },
        create: { code, name, position },
        update: { name, externalId: null },
      })
    return {
      retail: await upsert('retail', 'Розничная', 0),
      wholesale: await upsert('wholesale', 'Оптовая', 1),
      dealer: await upsert('dealer', 'Дилерская', 2),
    }
  }

  /** A product's ProductPrice rows as [type code, from, price]. */
  async function typePricesOf(article: string) {
    const rows = await db.productPrice.findMany({
      where: { product: { article } },
      include: { priceType: true },
      orderBy: [{ priceTypeId: 'asc' }, { minQuantity: 'asc' }],
    })
    return rows.map((r) => [r.priceType.code, r.minQuantity, r.price.toString()])
  }

  scenario(
    'products file: «Цена Оптовая», breaks and retail breaks; again unchanged; «-» and empty remove',
    async (scenario: StandardScenario) => {
      const types = await priceTypes()
      // A type the file does not name keeps its rows.
      await db.productPrice.create({
        data: { productId: scenario.product.pump.id, priceTypeId: types.dealer.id, price: 49000 },
      })
      const file = csvFile([
        'Артикул;Наименование;Категория;Цена;Цена Оптовая;Цена Оптовая от 10;Цена от 5',
        'NW-10;Насос Wilo;Насосное оборудование;45 000;40 000;38 000,50;44 000',
        'NS-1;;;;50 000;;',
      ])
      const result = await importProductFile(file)
      expect(result.plan.fileErrors).toEqual([])
      expect(result.written).toBe(true)
      expect(result.plan.rows.map((r) => [r.article, r.status, r.changes, r.notes])).toEqual([
        [
          'NW-10',
          'created',
          [
            '«Насос Wilo»',
            'Насосное оборудование',
            'цена 45 000 ₸',
            'цена «Розничная» от 5 шт 44 000 ₸',
            'цена «Оптовая» 40 000 ₸',
            'цена «Оптовая» от 10 шт 38 000,50 ₸',
          ],
          [],
        ],
        ['NS-1', 'updated', ['цена «Оптовая»: — → 50 000 ₸'], []],
      ])
      expect(await typePricesOf('NW-10')).toEqual([
        ['retail', 5, '44000'],
        ['wholesale', 1, '40000'],
        ['wholesale', 10, '38000.5'],
      ])
      expect(await typePricesOf('NS-1')).toEqual([
        ['wholesale', 1, '50000'],
        ['dealer', 1, '49000'],
      ])

      const before = await catalog()
      const again = await importProductFile(file)
      expect(again.plan.summary).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 })
      expect(again.written).toBe(false)
      expect(await catalog()).toEqual(before)

      // «-» and an empty cell remove; columns left out («Цена от 5») keep theirs.
      const removal = await importProductFile(
        csvFile(
          ['Артикул;Цена Оптовая;Цена Оптовая от 10', 'NW-10;41 000;', 'NS-1;-;'],
          'removal.csv'
        )
      )
      expect(removal.plan.rows.map((r) => r.changes)).toEqual([
        ['цена «Оптовая»: 40 000 ₸ → 41 000 ₸', 'цена «Оптовая» от 10 шт: 38 000,50 ₸ → —'],
        ['цена «Оптовая»: 50 000 ₸ → —'],
      ])
      expect(await typePricesOf('NW-10')).toEqual([
        ['retail', 5, '44000'],
        ['wholesale', 1, '41000'],
      ])
      expect(await typePricesOf('NS-1')).toEqual([['dealer', 1, '49000']])
    }
  )

  scenario('products file: an unknown type is a warning; a bad price rejects the row', async () => {
    await priceTypes()
    const before = await catalog()
    const result = await importProductFile(
      csvFile(['Артикул;Цена Оптовая;Цена закупки', 'NS-1;-5;100'], 'bad.csv')
    )
    expect(result.plan.warnings).toEqual([
      'Тип цен «закупки» не найден («Цена закупки»): эти цены пропущены. Типы цен: Розничная (retail), Оптовая (wholesale), Дилерская (dealer).',
    ])
    expect(result.plan.rows[0].errors).toEqual([
      'Цена Оптовая «-5»: цена типа — число больше 0, до двух знаков после запятой (пусто — действует розничная).',
    ])
    expect(result.written).toBe(false)
    expect(await catalog()).toEqual(before)
  })

  scenario(
    '1C: Оптовая and breaks become ProductPrice rows, Ид kept; again unchanged',
    async () => {
      const types = await priceTypes()
      const exchange = path.join(work, 'exchange')
      fs.mkdirSync(exchange)
      const write = (name: string, text: string) => {
        fs.writeFileSync(path.join(exchange, name), text)
        return path.join(exchange, name)
      }
      const imports = [
        write(
          'import0_1.xml',
          importXml([{ id: 'guid-1', article: '1C-100', name: 'Насос Wilo', group: 'g-circ' }])
        ),
      ]
      const offers = [
        write(
          'offers0_1.xml',
          offersXml([
            {
              id: 'guid-1',
              prices: [
                ['t-retail', '45000'],
                ['t-retail', '44000', '5'],
                ['t-whole', '40000'],
                ['t-whole', '38000', '10'],
                ['t-whole', '36000', '50'],
              ],
            },
          ])
        ),
      ]
      const result = await importExchange({ imports, offers, config: SAMPLE_CONFIG })
      expect(result.plan.fileErrors).toEqual([])
      expect(result.plan.warnings).toEqual([])
      expect(result.written).toBe(true)
      expect(await typePricesOf('1C-100')).toEqual([
        ['retail', 5, '44000'],
        ['wholesale', 1, '40000'],
        ['wholesale', 10, '38000'],
        ['wholesale', 50, '36000'],
      ])
      const linked = await db.priceType.findMany({ orderBy: { id: 'asc' } })
      expect(linked.map((t) => [t.code, t.externalId])).toEqual([
        ['retail', 't-retail'],
        ['wholesale', 't-whole'],
        ['dealer', null],
      ])
      expect(formatReport(result)).toContain(
        'Типы цен связаны с 1С: «Розничная» ← «Розничная» (Ид t-retail), «Оптовая» ← «Оптовая» (Ид t-whole).'
      )

      const before = await catalog()
      const again = await importExchange({ imports, offers, config: SAMPLE_CONFIG })
      expect(again.plan.summary).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 })
      expect(again.written).toBe(false)
      expect(await catalog()).toEqual(before)

      // The next exchange drops a break and moves a price; a renamed type is found by its Ид.
      await db.priceType.update({ where: { id: types.wholesale.id }, data: { name: 'Опт' } })
      const refresh = [
        write(
          'offers0_2.xml',
          offersXml([
            {
              id: 'guid-1',
              prices: [
                ['t-retail', '45000'],
                ['t-retail', '44000', '5'],
                ['t-whole', '39000'],
                ['t-whole', '38000', '10'],
              ],
            },
          ])
        ),
      ]
      const next = await importExchange({ imports: [], offers: refresh, config: SAMPLE_CONFIG })
      expect(next.plan.warnings).toEqual([])
      expect(next.plan.rows[0].changes).toEqual([
        'цена «Опт»: 40 000 ₸ → 39 000 ₸',
        'цена «Опт» от 50 шт: 36 000 ₸ → —',
      ])
      expect(await typePricesOf('1C-100')).toEqual([
        ['retail', 5, '44000'],
        ['wholesale', 1, '39000'],
        ['wholesale', 10, '38000'],
      ])
    }
  )
})
