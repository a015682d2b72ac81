import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'

import { adminProductForm } from 'testing/adminProductForm'
import { currentUserFixture } from 'testing/testUsers'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { InvalidInputError } from 'src/lib/errors'
import { kaspiFeedChunks, kaspiFeedCounts, loadKaspiSettings } from 'src/modules/marketplaces'
import { saveAdminProduct } from 'src/services/adminCatalog/adminCatalog'

import { handler } from './feeds'
import type { StandardScenario } from './feeds.scenarios'

jest.setTimeout(30_000)

const get = (
  path = '/feeds/kaspi.xml',
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
  httpMethod = 'GET'
) => handler(mockHttpEvent({ path, httpMethod, headers, queryStringParameters: query }))

/** The answer's body as text: a stream for the list, a string otherwise. */
const textOf = async (body: unknown) =>
  typeof body === 'string' ? body : (await buffer(body as Readable)).toString('utf8')

const skus = (xml: string) => [...xml.matchAll(/<offer sku="([^"]+)">/g)].map((m) => m[1])
const offerOf = (xml: string, sku: string) =>
  new RegExp(`<offer sku="${sku}">[\\s\\S]*?</offer>`).exec(xml)?.[0] ?? ''

describe('/feeds/kaspi.xml', () => {
  scenario('lists the priced goods in stock with retail prices and per-shop yes/no', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['Content-Type']).toBe('application/xml; charset=utf-8')
    const xml = await textOf(response.body)
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<kaspi_catalog date="\d{4}-\d\d-\d\d \d\d:\d\d" xmlns="kaspiShopping"/
    )
    expect(xml).toContain('<company>ТОО «Акватория»</company>')
    expect(xml).toContain('<merchantid>30000001</merchantid>')
    expect(skus(xml)).toEqual(['NS-100', 'TANK-500'])
    const pump = offerOf(xml, 'NS-100')
    expect(pump).toContain('<model>Насос «Гидрофор» &lt;100&gt;</model>')
    expect(pump).toContain('<brand>Grundfos &amp; Co</brand>')
    expect(pump).toContain('<availability available="yes" storeId="PP1" stockCount="5"/>')
    expect(pump).toContain('<availability available="no" storeId="PP2" stockCount="0"/>')
    // Retail, whole tenge; never the wholesale 55 000 or 52 000, nor the retail break 58 000.
    expect(pump).toContain('<price>62000</price>')
    expect(xml).not.toMatch(/55000|52000|58000/)
    expect(xml.endsWith('</offers>\n</kaspi_catalog>\n')).toBe(true)
  })

  scenario(
    "an editor's price and stock change is in the next fetch, with a new ETag",
    async (s: StandardScenario) => {
      const first = await get()
      await textOf(first.body)
      const etag = String(first.headers.ETag)
      expect(etag).toMatch(/^W\/".+"$/)
      expect((await get('/feeds/kaspi.xml', { 'If-None-Match': etag })).statusCode).toBe(304)
      expect(
        (
          await get('/feeds/kaspi.xml', {
            'if-modified-since': String(first.headers['Last-Modified']),
          })
        ).statusCode
      ).toBe(304)

      mockCurrentUser(
        currentUserFixture({ id: s.user.editor.id, email: s.user.editor.email, role: 'editor' })
      )
      const form = await adminProductForm(s.product.pump.id)
      await saveAdminProduct({
        input: {
          ...form,
          price: 61500,
          stock: [
            { shopId: s.shop.atyrau.id, count: 0 },
            { shopId: s.shop.aktobe.id, count: 7 },
          ],
        },
      })
      const second = await get('/feeds/kaspi.xml', { 'If-None-Match': etag })
      expect(second.statusCode).toBe(200)
      expect(second.headers.ETag).not.toBe(etag)
      const pump = offerOf(await textOf(second.body), 'NS-100')
      expect(pump).toContain('<price>61500</price>')
      expect(pump).toContain('<availability available="no" storeId="PP1" stockCount="0"/>')
      expect(pump).toContain('<availability available="yes" storeId="PP2" stockCount="7"/>')
    }
  )

  scenario(
    'a stock change written outside the editor (an import, the 1C exchange) shows too',
    async (s: StandardScenario) => {
      const first = await get()
      await textOf(first.body)
      await db.stock.update({
        where: { productId_shopId: { productId: s.product.tank.id, shopId: s.shop.aktobe.id } },
        data: { count: 0 },
      })
      const second = await get('/feeds/kaspi.xml', { 'If-None-Match': String(first.headers.ETag) })
      expect(second.statusCode).toBe(200)
      expect(skus(await textOf(second.body))).toEqual(['NS-100'])
    }
  )

  scenario(
    'settings: a store id removed leaves its availability out; a secret guards the list',
    async (s: StandardScenario) => {
      await db.shop.update({ where: { id: s.shop.aktobe.id }, data: { kaspiStoreId: null } })
      const xml = await textOf((await get()).body)
      expect(xml).not.toContain('storeId="PP2"')
      expect(skus(xml)).toEqual(['NS-100'])

      await db.kaspiSettings.update({
        where: { id: 1 },
        data: { token: 'sekret-0123456789abcdef' },
      })
      expect((await get()).statusCode).toBe(404)
      expect((await get('/feeds/kaspi.xml', {}, { token: 'wrong' })).statusCode).toBe(404)
      const ok = await get('/feeds/kaspi.xml', {}, { token: 'sekret-0123456789abcdef' })
      expect(ok.statusCode).toBe(200)
      expect(skus(await textOf(ok.body))).toEqual(['NS-100'])
    }
  )

  scenario(
    'an editor gives a product a Kaspi SKU and the «На Kaspi» flag',
    async (s: StandardScenario) => {
      mockCurrentUser(
        currentUserFixture({ id: s.user.editor.id, email: s.user.editor.email, role: 'editor' })
      )
      const form = await adminProductForm(s.product.cyrillic.id)
      const taken = await saveAdminProduct({ input: { ...form, kaspiSku: 'NS-100' } }).catch(
        (e) => e
      )
      expect(taken).toBeInstanceOf(InvalidInputError)
      await expect(
        saveAdminProduct({ input: { ...form, kaspiSku: 'НАСОС 1' } })
      ).rejects.toBeInstanceOf(InvalidInputError)
      await saveAdminProduct({ input: { ...form, kaspiSku: 'NASOS1', onKaspi: true } })
      await db.kaspiSettings.update({ where: { id: 1 }, data: { listing: 'flagged' } })
      const xml = await textOf((await get()).body)
      expect(skus(xml)).toEqual(['NASOS1'])
      // A save without the fields (an older client) keeps them.
      const {
        onKaspi: _flag,
        kaspiSku: _sku,
        ...older
      } = await adminProductForm(s.product.cyrillic.id)
      await saveAdminProduct({ input: { ...older, name: 'Артикул кириллицей 2' } })
      const stored = await db.product.findUniqueOrThrow({ where: { id: s.product.cyrillic.id } })
      expect([stored.onKaspi, stored.kaspiSku]).toEqual([true, 'NASOS1'])
    }
  )

  scenario('hostile requests get 4xx, never 500', async () => {
    expect((await get('/feeds/other.xml')).statusCode).toBe(404)
    expect((await get('/feeds/kaspi.xml/../x')).statusCode).toBe(404)
    expect((await get('/feeds/kaspi.xml', {}, {}, 'POST')).statusCode).toBe(405)
    await db.kaspiSettings.update({ where: { id: 1 }, data: { token: 'sekret-0123456789abcdef' } })
    const junk = handler(
      mockHttpEvent({
        path: '/feeds/kaspi.xml',
        httpMethod: 'GET',
        queryStringParameters: { token: ['a', 'b'] as unknown as string },
        headers: { 'If-Modified-Since': 'not a date', 'If-None-Match': '"\u0000"' },
      })
    )
    expect((await junk).statusCode).toBe(404)
    const head = await get(
      '/feeds/kaspi.xml',
      { 'If-Modified-Since': 'garbage' },
      { token: 'sekret-0123456789abcdef' },
      'HEAD'
    )
    expect(head.statusCode).toBe(200)
    expect(await textOf(head.body)).toBe('')
  })

  scenario(
    'one address fetches it at most 60 times an hour, then 429 with Retry-After',
    async () => {
      await db.rateLimitBucket.deleteMany()
      for (let i = 0; i < 60; i++) {
        expect((await get('/feeds/kaspi.xml', {}, {}, 'HEAD')).statusCode).toBe(200)
      }
      const refused = await get()
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0)
      expect(refused.body).toBe('Слишком много запросов прайс-листа. Попробуйте позже.')
      await db.rateLimitBucket.deleteMany()
    }
  )

  scenario("the back office's counts say what is left out and why", async () => {
    const counts = await kaspiFeedCounts(await loadKaspiSettings())
    expect(counts).toEqual({
      listed: 2,
      leftOut: {
        inactive: 1,
        not_selected: 0,
        no_price: 1,
        price_on_request: 1,
        invalid_sku: 1,
        no_stock: 1,
      },
    })
  })

  scenario('batches by id give the same document as one read', async () => {
    const settings = await loadKaspiSettings()
    const at = new Date('2026-12-02T00:00:00Z')
    let small = ''
    for await (const piece of kaspiFeedChunks(settings, at, 2)) small += piece
    let whole = ''
    for await (const piece of kaspiFeedChunks(settings, at, 1000)) whole += piece
    expect(small).toBe(whole)
    expect(skus(small)).toEqual(['NS-100', 'TANK-500'])
  })
})
