// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { describe, it } from 'node:test'

import { accessLine, loggedUrl, MASK } from './accessLog.mjs'

describe('loggedUrl: the address as the access log writes it', () => {
  it('masks the one-time keys of the letters and the price list', () => {
    assert.equal(loggedUrl('/my-orders?token=Zq8vK2'), `/my-orders?token=${MASK}`)
    assert.equal(loggedUrl('/new-password?token=abc&x=1'), `/new-password?token=${MASK}&x=1`)
    assert.equal(loggedUrl('/kk/email-confirm?token=abc'), `/kk/email-confirm?token=${MASK}`)
    assert.equal(loggedUrl('/stock-alerts/cancel?token=abc'), `/stock-alerts/cancel?token=${MASK}`)
    assert.equal(loggedUrl('/feeds/kaspi.xml?token=s3cr3t'), `/feeds/kaspi.xml?token=${MASK}`)
    assert.equal(
      loggedUrl('/api/v1/order/guest/invoice/?token=k3y'),
      `/api/v1/order/guest/invoice/?token=${MASK}`
    )
  })

  it("masks a guest order's key in the REST path, not the «invoice» route", () => {
    assert.equal(loggedUrl('/api/v1/order/guest/Qx7-_k/'), `/api/v1/order/guest/${MASK}/`)
    assert.equal(loggedUrl('/api/v1/order/guest/Qx7-_k/pay/'), `/api/v1/order/guest/${MASK}/pay/`)
    assert.equal(loggedUrl('/api/v1/order/guest/Qx7-_k'), `/api/v1/order/guest/${MASK}`)
    assert.equal(loggedUrl('/api/v1/order/guest/invoice/'), '/api/v1/order/guest/invoice/')
    assert.equal(loggedUrl('/api/v1/order/guest/invoicex/'), `/api/v1/order/guest/${MASK}/`)
  })

  it('masks every parameter a secret goes by, however its name is written or repeated', () => {
    assert.equal(
      loggedUrl('/x?access_token=a&resetToken=b&client_secret=c&password=d&pg_sig=e&key=f'),
      `/x?access_token=${MASK}&resetToken=${MASK}&client_secret=${MASK}&password=${MASK}&pg_sig=${MASK}&key=${MASK}`
    )
    assert.equal(
      loggedUrl('/x?TOKEN=a&token=b&tok%65n=c'),
      `/x?TOKEN=${MASK}&token=${MASK}&tok%65n=${MASK}`
    )
    // A name that does not decode keeps nothing of its value.
    assert.equal(loggedUrl('/x?%E0%A4%A=secret'), `/x?%E0%A4%A=${MASK}`)
  })

  it('keeps what a support question needs: the path, filters, paging, utm', () => {
    const url =
      '/api/v1/product/?category__name=%D0%9D%D0%B0%D1%81%D0%BE%D1%81%D1%8B&current_price__gte=1000&ordering=-current_price&page=2&page_size=9&search=grundfos&utm_source=mail&design=1'
    assert.equal(loggedUrl(url), url)
    assert.equal(loggedUrl('/catalog/product/A-001085'), '/catalog/product/A-001085')
    assert.equal(loggedUrl('/x?'), '/x?')
    assert.equal(loggedUrl('/x?flag&token'), '/x?flag&token')
    assert.equal(loggedUrl(undefined), '')
  })

  it('leaves no secret of any generated address in its line, and never throws', () => {
    const alphabet = [
      'a',
      'Z',
      '0',
      '%',
      '%2',
      '%E0',
      '+',
      '&',
      '=',
      '?',
      '#',
      '/',
      'ж',
      '\u0000',
      ' ',
    ]
    for (let i = 0; i < 3_000; i++) {
      const secret = `S${crypto.randomBytes(6).toString('hex')}`
      let noise = ''
      for (let j = crypto.randomInt(12); j > 0; j--)
        noise += alphabet[crypto.randomInt(alphabet.length)]
      const address = `/my-orders?${noise.replaceAll('?', '')}&token=${secret}&page=1`
      const logged = loggedUrl(address)
      assert.ok(!logged.includes(secret), `${address} → ${logged}`)
      const guest = loggedUrl(`/api/v1/order/guest/${secret}/${noise.replaceAll('?', '')}`)
      assert.ok(!guest.includes(secret), guest)
      assert.equal(typeof loggedUrl(crypto.randomBytes(40).toString('latin1')), 'string')
    }
  })
})

describe('accessLine', () => {
  it('names the method, masked address, status, time and api process', () => {
    assert.deepEqual(
      accessLine({
        method: 'GET',
        url: '/feeds/kaspi.xml?token=x',
        status: 200,
        elapsedMs: 12.345,
        api: 'api-2',
      }),
      { method: 'GET', url: `/feeds/kaspi.xml?token=${MASK}`, status: 200, ms: 12.3, api: 'api-2' }
    )
    assert.deepEqual(
      accessLine({ method: 'GET', url: '/', status: 200, elapsedMs: 0.04, api: undefined }),
      { method: 'GET', url: '/', status: 200, ms: 0 }
    )
  })
})
