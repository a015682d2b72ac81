import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { APIGatewayProxyResult } from 'aws-lambda'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handleExchange, FILE_LIMIT } from 'src/exchange1c/exchange'
import { MESSAGES } from 'src/exchange1c/protocol'
import type { SaleExchange } from 'src/exchange1c/salePort'
import { getCurrentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { RATE_RULES } from 'src/lib/rateLimit'
import { createSession } from 'src/lib/sessions'
import { handmadeZip } from 'src/lib/spreadsheets/__fixtures__/handmadeZip'
import { stopImportWorker } from 'src/modules/catalog'
import { LOGIN_FAILED, login } from 'src/services/accounts/accounts'

import { handler } from './1c'
import type { StandardScenario } from './1c.scenarios'

const PASSWORD = 'Пароль-обмена-1С-1'
const SAMPLES = path.resolve(__dirname, '../../../../scripts/1c-samples')
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name))
const IP = '203.0.113.7'

// Imports run in a worker thread that, under Jest, first compiles api/src with Babel: seconds on
// a busy machine.
jest.setTimeout(120_000)

let root: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-1c-test-'))
  process.env.EXCHANGE_1C_DIR = root
})
afterAll(async () => {
  await stopImportWorker()
  delete process.env.EXCHANGE_1C_DIR
  delete process.env.EXCHANGE_1C_MAX_BYTES
  fs.rmSync(root, { recursive: true, force: true })
})

interface Call {
  method?: string
  body?: Buffer
  cookie?: string
  auth?: [string, string]
}

async function call(query: Record<string, string>, options: Call = {}) {
  const headers: Record<string, string> = { host: 'shop.test', 'x-forwarded-for': IP }
  if (options.cookie) headers.cookie = options.cookie
  if (options.auth) {
    headers.authorization = `Basic ${Buffer.from(options.auth.join(':')).toString('base64')}`
  }
  const event = mockHttpEvent({
    path: '/1c/exchange',
    httpMethod: options.method ?? (options.body ? 'POST' : 'GET'),
    queryStringParameters: query,
    headers,
    ...(options.body ? { body: options.body.toString('base64'), isBase64Encoded: true } : {}),
  })
  const result = (await handler(event)) as APIGatewayProxyResult
  const text = result.isBase64Encoded
    ? Buffer.from(result.body, 'base64').toString('utf8')
    : result.body
  return { status: result.statusCode, text, lines: text.split('\n'), result }
}

/** checkauth as 1C does it: the cookie line pair of the answer. */
async function checkauth(login = '1c@test.kz', password = PASSWORD, type = 'catalog') {
  const answer = await call({ type, mode: 'checkauth' }, { auth: [login, password] })
  expect(answer.lines[0]).toBe('success')
  return `${answer.lines[1]}=${answer.lines[2]}`
}

async function sendFile(cookie: string, filename: string, bytes: Buffer, pieces = 1) {
  const size = Math.ceil(bytes.length / pieces)
  for (let at = 0; at < bytes.length; at += size) {
    const answer = await call(
      { type: 'catalog', mode: 'file', filename },
      { cookie, body: bytes.subarray(at, at + size) }
    )
    expect(answer.text).toBe('success')
  }
}

/** mode=import until it is no longer `progress`, as 1C polls. */
async function importFile(cookie: string, filename: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await call({ type: 'catalog', mode: 'import', filename }, { cookie })
    if (answer.lines[0] !== 'progress') return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('import never finished')
}

const PICTURE = 'import_files/a1/akv-1c-001.png'
const sendPicture = (cookie: string) => sendFile(cookie, PICTURE, sample(PICTURE))

const fullExchange = async (cookie: string) => {
  await call({ type: 'catalog', mode: 'init' }, { cookie })
  await sendFile(cookie, 'import.xml', sample('import.xml'), 3)
  await sendPicture(cookie)
  const imported = await importFile(cookie, 'import.xml')
  await sendFile(cookie, 'offers.xml', sample('offers.xml'), 2)
  const offered = await importFile(cookie, 'offers.xml')
  return { imported, offered }
}

describe('checkauth', () => {
  scenario('answers success, the cookie and, for newer modules, sessid', async () => {
    const answer = await call(
      { type: 'catalog', mode: 'checkauth', version: '3.1' },
      { auth: ['1c@test.kz', PASSWORD] }
    )
    expect(answer.status).toBe(200)
    expect(answer.lines).toEqual(['success', 'akv_1c', expect.any(String), expect.any(String)])
    expect(answer.lines[3]).toMatch(/^sessid=[0-9a-f]{32}$/)
    const session = await db.exchangeSession.findFirstOrThrow()
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)
  })

  scenario(
    'refuses a wrong password, a customer and staff without the role with failure and 401',
    async (scenario: StandardScenario) => {
      for (const [login, password] of [
        ['1c@test.kz', 'не тот'],
        ['anna@test.kz', PASSWORD],
        ['editor@test.kz', PASSWORD],
        ['nobody@test.kz', PASSWORD],
      ]) {
        const answer = await call(
          { type: 'catalog', mode: 'checkauth' },
          { auth: [login, password] }
        )
        expect({ login, status: answer.status, text: answer.text }).toEqual({
          login,
          status: 401,
          text: `failure\n${MESSAGES.credentials}`,
        })
      }
      expect(await db.exchangeSession.count()).toBe(0)
      expect(scenario.user.editor.role).toBe('editor')
      const noBasic = await call({ type: 'catalog', mode: 'checkauth' })
      expect(noBasic).toMatchObject({ status: 401, text: `failure\n${MESSAGES.noBasic}` })
    }
  )

  scenario('counts failures in the login limits and answers 429 past them', async () => {
    for (let i = 0; i < RATE_RULES.loginFailuresPerAccountAtIp.limit; i++) {
      await call({ type: 'catalog', mode: 'checkauth' }, { auth: ['1c@test.kz', 'не тот'] })
    }
    // The login's own bucket of this account from this address holds them.
    const buckets = await db.rateLimitBucket.findMany({
      where: { key: { startsWith: `${RATE_RULES.loginFailuresPerAccountAtIp.name}:` } },
    })
    expect(buckets.map((b) => b.count)).toEqual([RATE_RULES.loginFailuresPerAccountAtIp.limit])
    const blocked = await call(
      { type: 'catalog', mode: 'checkauth' },
      { auth: ['1c@test.kz', PASSWORD] }
    )
    expect(blocked.status).toBe(429)
    expect(blocked.lines[0]).toBe('failure')
  })
})

describe('the exchange role does nothing else', () => {
  scenario('cannot log in to the site', async () => {
    await expect(
      login({ email: '1c@test.kz', password: PASSWORD }, { ip: '198.51.100.1' })
    ).rejects.toThrow(LOGIN_FAILED)
  })

  scenario(
    'a session of the exchange account is a guest for GraphQL, REST and the back office',
    async (scenario: StandardScenario) => {
      const session = await createSession(scenario.user.exchange.id)
      expect(
        await getCurrentUser({ id: scenario.user.exchange.id, sessionId: session.sessionId })
      ).toBeNull()
      // The same check lets the editor in: the refusal is the role's.
      expect(
        await getCurrentUser({ id: scenario.user.editor.id, sessionId: session.sessionId })
      ).toMatchObject({ role: 'editor' })
    }
  )

  scenario(
    'a site session cookie does not open the exchange',
    async (scenario: StandardScenario) => {
      const site = await createSession(scenario.user.exchange.id)
      const answer = await call(
        { type: 'catalog', mode: 'init' },
        { cookie: `akv_session=${site.token}; akv_1c=${site.token}` }
      )
      expect(answer).toMatchObject({ status: 401, text: `failure\n${MESSAGES.noSession}` })
    }
  )
})

describe('session', () => {
  scenario('every call but checkauth needs the cookie; a wrong sessid is refused', async () => {
    expect(await call({ type: 'catalog', mode: 'init' })).toMatchObject({ status: 401 })
    const cookie = await checkauth()
    const init = await call({ type: 'catalog', mode: 'init' }, { cookie })
    expect(init.text).toBe(`zip=no\nfile_limit=${FILE_LIMIT}`)
    const withVersion = await call({ type: 'catalog', mode: 'init', version: '3.1' }, { cookie })
    expect(withVersion.lines).toEqual([
      'zip=no',
      `file_limit=${FILE_LIMIT}`,
      expect.stringMatching(/^sessid=/),
      'version=3.1',
    ])
    const wrong = await call({ type: 'catalog', mode: 'init', sessid: 'forged' }, { cookie })
    expect(wrong).toMatchObject({ status: 403, text: `failure\n${MESSAGES.badSessid}` })
  })

  scenario('an expired session is refused', async () => {
    const cookie = await checkauth()
    await db.exchangeSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await call({ type: 'catalog', mode: 'init' }, { cookie })).toMatchObject({
      status: 401,
    })
  })
})

describe('catalogue exchange', () => {
  scenario(
    'loads the catalogue (UTF-8 with BOM), then prices and stock (windows-1251), and logs it',
    async (scenario: StandardScenario) => {
      const cookie = await checkauth()
      const { imported, offered } = await fullExchange(cookie)
      expect(imported.lines[0]).toBe('success')
      expect(imported.text).toMatch(/import\.xml: создано 2, обновлено 0.*скрыто 1/)
      expect(offered.lines[0]).toBe('success')
      const pump = await db.product.findUniqueOrThrow({
        where: { article: 'AKV-1C-001' },
        include: { stock: true, images: true, category: true, subcategory: true },
      })
      expect(pump).toMatchObject({
        name: 'Насос циркуляционный Акватория 1С-25',
        externalId: 'akv-1c-0001',
        isActive: true,
        category: { name: 'Насосное оборудование' },
        subcategory: { name: 'Циркуляционные насосы' },
      })
      expect(Number(pump.currentPrice)).toBe(45990)
      expect(pump.stock).toEqual([
        expect.objectContaining({ shopId: scenario.shop.atyrau.id, count: 7 }),
      ])
      expect(pump.images).toHaveLength(1)
      // Full exchange: the 1C product no longer listed is hidden, not deleted; the site's own stays.
      expect(
        await db.product.findUniqueOrThrow({ where: { id: scenario.product.gone.id } })
      ).toMatchObject({ isActive: false })
      expect(
        await db.product.findUniqueOrThrow({ where: { id: scenario.product.siteOnly.id } })
      ).toMatchObject({ isActive: true })

      const log = await db.catalogExchange.findFirstOrThrow()
      expect(log).toMatchObject({
        userEmail: '1c@test.kz',
        status: 'success',
        created: 2,
        updated: 2,
        hidden: 1,
        errors: [],
      })
      expect(log.files).toEqual([
        { name: 'import.xml', bytes: sample('import.xml').length },
        { name: 'import_files/a1/akv-1c-001.png', bytes: expect.any(Number) },
        { name: 'offers.xml', bytes: sample('offers.xml').length },
      ])
      const audit = await db.auditEntry.findMany({ where: { action: 'catalog.exchange' } })
      expect(audit.map((a) => a.actorEmail)).toEqual(['1c@test.kz', '1c@test.kz'])
      expect(
        await db.auditEntry.count({
          where: { entity: 'product', entityId: String(scenario.product.gone.id) },
        })
      ).toBe(1)
    }
  )

  scenario(
    'a changes-only exchange touches only what it lists',
    async (scenario: StandardScenario) => {
      const cookie = await checkauth()
      await call({ type: 'catalog', mode: 'init' }, { cookie })
      const changesOnly = sample('import.xml')
        .toString('utf8')
        .replace('СодержитТолькоИзменения="false"', 'СодержитТолькоИзменения="true"')
      await sendFile(cookie, 'import.xml', Buffer.from(changesOnly))
      await sendPicture(cookie)
      expect((await importFile(cookie, 'import.xml')).lines[0]).toBe('success')
      expect(
        await db.product.findUniqueOrThrow({ where: { id: scenario.product.gone.id } })
      ).toMatchObject({ isActive: true })
      expect(await call({ type: 'catalog', mode: 'deactivate' }, { cookie })).toMatchObject({
        text: 'success\nСкрыто товаров: 0.',
      })
    }
  )

  scenario('answers failure with the file and line of a rejected product', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    const noArticle = sample('import.xml')
      .toString('utf8')
      .replace('<Артикул>AKV-1C-002</Артикул>', '')
    await sendFile(cookie, 'import.xml', Buffer.from(noArticle))
    const answer = await importFile(cookie, 'import.xml')
    expect(answer.lines[0]).toBe('failure')
    expect(answer.text).toMatch(/import\.xml:\d+.*Артикул/)
    expect(await db.product.count({ where: { article: 'AKV-1C-001' } })).toBe(0)
    const log = await db.catalogExchange.findFirstOrThrow()
    expect(log.status).toBe('failure')
    expect(log.errors.join('\n')).toMatch(/Артикул/)
  })

  scenario('unpacks a zip of the files and imports from it', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    const zip = handmadeZip([
      { name: 'import.xml', content: sample('import.xml') },
      { name: 'offers.xml', content: sample('offers.xml') },
      { name: 'import_files/a1/akv-1c-001.png', content: sample('import_files/a1/akv-1c-001.png') },
    ])
    await sendFile(cookie, 'webdata.zip', zip)
    expect((await importFile(cookie, 'import.xml')).lines[0]).toBe('success')
    expect((await importFile(cookie, 'offers.xml')).lines[0]).toBe('success')
    expect(
      Number(
        (await db.product.findUniqueOrThrow({ where: { article: 'AKV-1C-002' } })).currentPrice
      )
    ).toBe(58500)
  })

  scenario('two exchanges at once each import whole, one after the other', async () => {
    const [a, b] = [await checkauth(), await checkauth()]
    for (const cookie of [a, b]) {
      await call({ type: 'catalog', mode: 'init' }, { cookie })
      await sendFile(cookie, 'import.xml', sample('import.xml'), 4)
      await sendPicture(cookie)
    }
    const [first, second, again] = await Promise.all([
      importFile(a, 'import.xml'),
      importFile(b, 'import.xml'),
      importFile(a, 'import.xml'),
    ])
    expect([first.lines[0], second.lines[0], again.lines[0]]).toEqual([
      'success',
      'success',
      'success',
    ])
    // One job per file and exchange, however many calls ask for it.
    expect(await db.catalogExchangeImport.count()).toBe(2)
    expect(await db.product.count({ where: { externalId: { startsWith: 'akv-1c-' } } })).toBe(2)
  })
})

describe('hostile input is refused, never a 500', () => {
  scenario('names that leave the folder and other types', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    for (const filename of [
      '../../etc/cron.d/x.xml',
      '/tmp/import.xml',
      'C:\\import.xml',
      'shell.php',
    ]) {
      const answer = await call(
        { type: 'catalog', mode: 'file', filename },
        { cookie, body: Buffer.from('<x/>') }
      )
      expect({ filename, status: answer.status, first: answer.lines[0] }).toEqual({
        filename,
        status: 400,
        first: 'failure',
      })
    }
    expect(fs.existsSync(path.join(root, '..', 'import.xml'))).toBe(false)
    const importOutside = await call(
      { type: 'catalog', mode: 'import', filename: '../import.xml' },
      { cookie }
    )
    expect(importOutside.status).toBe(400)
  })

  scenario('an entity bomb, at once and when its DOCTYPE hides past the first piece', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
        '<КоммерческаяИнформация>&lol2;</КоммерческаяИнформация>'
    )
    const atOnce = await call(
      { type: 'catalog', mode: 'file', filename: 'import.xml' },
      { cookie, body: bomb }
    )
    expect(atOnce.status).toBe(400)
    expect(atOnce.text).toMatch(/DOCTYPE\/ENTITY/)
    // Cut so that no piece holds a declaration whole: the import refuses it.
    const split = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]>' +
        '<КоммерческаяИнформация>&lol;&lol;</КоммерческаяИнформация>'
    )
    const cuts = [split.indexOf('DOCTYPE') + 3, split.indexOf('ENTITY') + 3]
    await sendFile(cookie, 'import_2.xml', split.subarray(0, cuts[0]))
    await sendFile(cookie, 'import_2.xml', split.subarray(cuts[0], cuts[1]))
    await sendFile(cookie, 'import_2.xml', split.subarray(cuts[1]))
    const imported = await importFile(cookie, 'import_2.xml')
    expect(imported.lines[0]).toBe('failure')
    expect(imported.text).toMatch(/import_2\.xml:1: XML с объявлением DOCTYPE\/ENTITY/)
  })

  scenario('a piece over file_limit and an exchange over its bound', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    const huge = await call(
      { type: 'catalog', mode: 'file', filename: 'import.xml' },
      { cookie, body: Buffer.alloc(FILE_LIMIT + 1, 32) }
    )
    expect(huge).toMatchObject({ status: 413 })
    expect(huge.lines[0]).toBe('failure')
    process.env.EXCHANGE_1C_MAX_BYTES = '1000'
    try {
      await sendFile(cookie, 'a.xml', Buffer.alloc(900, 32))
      const over = await call(
        { type: 'catalog', mode: 'file', filename: 'b.xml' },
        { cookie, body: Buffer.alloc(200, 32) }
      )
      expect(over.status).toBe(413)
      expect(over.text).toMatch(/EXCHANGE_1C_MAX_BYTES/)
    } finally {
      delete process.env.EXCHANGE_1C_MAX_BYTES
    }
  })

  scenario('a zip with an entry outside the folder, and a zip bomb', async () => {
    const cookie = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie })
    await sendFile(
      cookie,
      'evil.zip',
      handmadeZip([
        { name: 'import.xml', content: sample('import.xml') },
        { name: '../../escaped.xml', content: Buffer.from('<x/>') },
      ])
    )
    const escaped = await importFile(cookie, 'import.xml')
    expect(escaped.lines[0]).toBe('failure')
    expect(escaped.text).toMatch(/выходит за папку обмена/)
    expect(fs.existsSync(path.join(root, 'escaped.xml'))).toBe(false)

    const other = await checkauth()
    await call({ type: 'catalog', mode: 'init' }, { cookie: other })
    await sendFile(
      other,
      'bomb.zip',
      handmadeZip([{ name: 'import.xml', content: Buffer.alloc(40 * 1024 * 1024, 32) }])
    )
    const bomb = await importFile(other, 'import.xml')
    expect(bomb.lines[0]).toBe('failure')
    expect(bomb.text).toMatch(/Архив bomb\.zip не распакован/)
  })

  scenario('unknown modes and methods', async () => {
    expect(await call({ type: 'catalog', mode: 'drop' })).toMatchObject({ status: 400 })
    expect(await call({ type: 'x', mode: 'init' })).toMatchObject({ status: 400 })
    expect(await call({ type: 'catalog', mode: 'init' }, { method: 'DELETE' })).toMatchObject({
      status: 405,
    })
  })
})

describe('type=sale through the orders port', () => {
  const fakeSale = (): SaleExchange & { calls: string[] } => {
    const calls: string[] = []
    return {
      calls,
      exportOrdersFor1C: async (opts) => {
        calls.push(`query ${opts.encoding} ${opts.schemaVersion ?? ''}`)
        return {
          body: Buffer.from('\ufeff<КоммерческаяИнформация/>'),
          contentType: 'application/xml; charset=utf-8',
        }
      },
      commitOrdersExport: async () => {
        calls.push('commit')
      },
      applyStatusDocument: async (xml, actor) => {
        calls.push(`apply ${xml.length} ${actor.userId}`)
        return { applied: 1, remarks: ['Заказ A-999 не найден.'] }
      },
      exchangeInfoDocument: async (opts) => {
        calls.push(`info ${opts?.encoding}`)
        return { body: Buffer.from('<Справочник/>'), contentType: 'application/xml; charset=utf-8' }
      },
    }
  }

  scenario(
    'query, success, file + import and info reach the port',
    async (scenario: StandardScenario) => {
      const cookie = await checkauth('1c@test.kz', PASSWORD, 'sale')
      const sale = fakeSale()
      const deps = { sale, root }
      const request = (query: Record<string, string>, body: Buffer | null = null) =>
        handleExchange(
          { method: body ? 'POST' : 'GET', query, headers: { cookie }, body, ip: IP },
          deps
        )
      await request({ type: 'sale', mode: 'init' })
      const query = await request({ type: 'sale', mode: 'query', version: '2.08' })
      expect(query.contentType).toBe('application/xml; charset=utf-8')
      expect(Buffer.isBuffer(query.body)).toBe(true)
      expect((await request({ type: 'sale', mode: 'success' })).body).toBe('success')
      await request({ type: 'sale', mode: 'file', filename: 'documents.xml' }, Buffer.from('<x/>'))
      expect(
        (await request({ type: 'sale', mode: 'import', filename: 'documents.xml' })).body
      ).toBe('success\nПрименено документов: 1.\nЗаказ A-999 не найден.')
      expect((await request({ type: 'sale', mode: 'info' })).body).toEqual(
        Buffer.from('<Справочник/>')
      )
      expect(sale.calls).toEqual([
        'query utf-8 2.08',
        'commit',
        `apply 4 ${scenario.user.exchange.id}`,
        'info utf-8',
      ])
    }
  )

  scenario("the shop's own orders side answers through the handler", async () => {
    const cookie = await checkauth('1c@test.kz', PASSWORD, 'sale')
    const query = await call({ type: 'sale', mode: 'query' }, { cookie })
    expect(query.status).toBe(200)
    expect(query.result.headers?.['Content-Type']).toMatch(/xml/)
    // UTF-8 with a BOM, as 1C reads Kazakh letters.
    expect(query.text.startsWith('\ufeff<?xml')).toBe(true)
    expect(query.text).toContain('КоммерческаяИнформация')
    expect((await call({ type: 'sale', mode: 'success' }, { cookie })).text).toBe('success')

    // 1C's document about an order the shop does not know: a remark, not a failure.
    const unknown = Buffer.from(
      '\ufeff<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.08">' +
        '<Документ><Ид>A-99999</Ид><Номер>A-99999</Номер><Дата>2026-12-02</Дата>' +
        '<ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль></Документ></КоммерческаяИнформация>'
    )
    await call({ type: 'sale', mode: 'file', filename: 'documents.xml' }, { cookie, body: unknown })
    const applied = await call(
      { type: 'sale', mode: 'import', filename: 'documents.xml' },
      { cookie }
    )
    expect(applied.status).toBe(200)
    expect(applied.lines[0]).toBe('success')
    expect(applied.text).toContain('A-99999')

    // A document its reader cannot read: failure naming the file, never a 500.
    await call(
      { type: 'sale', mode: 'file', filename: 'broken.xml' },
      { cookie, body: Buffer.from('<КоммерческаяИнформация><Документ>') }
    )
    const broken = await call({ type: 'sale', mode: 'import', filename: 'broken.xml' }, { cookie })
    expect(broken.status).toBe(400)
    expect(broken.lines[0]).toBe('failure')
    expect(broken.lines[1]).toMatch(/^broken\.xml: /)
  })
})
