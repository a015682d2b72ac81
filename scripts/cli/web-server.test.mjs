// node --test scripts/cli/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { describe, it } from 'node:test'

import {
  apiRequestHeaders,
  COMMON_HEADERS,
  inlineScriptHashes,
  pageContentSecurityPolicy,
} from './web-server.mjs'

const sha = (text) => crypto.createHash('sha256').update(text, 'utf8').digest('base64')

describe('page Content-Security-Policy', () => {
  const apollo = 'globalThis.__SHOP_PRERENDERED_ANSWERS = [];'
  const page = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-X.js"></script>
<script data-rh="true" type="application/ld+json">{"@type":"Product"}</script>
</head><body><div id="redwood-app"></div><script>${apollo}</script>
<script type="text/template"><b>data</b></script></body></html>`

  it("allows exactly the page's runnable inline scripts, by hash", () => {
    assert.deepEqual(inlineScriptHashes(page), [sha(apollo)])
    assert.deepEqual(inlineScriptHashes('<script type=module>a()</script><SCRIPT>b()</SCRIPT >'), [
      sha('a()'),
      sha('b()'),
    ])
  })

  it('hashes what the browser hashes: CR LF read as LF', () => {
    assert.deepEqual(inlineScriptHashes('<script>a()\r\nb()</script>'), [sha('a()\nb()')])
  })

  it('restricts scripts, plugins, <base> and framing', () => {
    const policy = pageContentSecurityPolicy(page)
    assert.equal(
      policy,
      `default-src 'self'; script-src 'self' 'sha256-${sha(apollo)}'; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; " +
        "base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
    )
    assert.doesNotMatch(policy, /unsafe-eval/)
    // Scripts never inline but by hash: 'unsafe-inline' is for style attributes only.
    assert.doesNotMatch(policy.split('; ')[1], /unsafe-inline/)
    assert.match(
      pageContentSecurityPolicy('<p>shell</p>'),
      /^default-src 'self'; script-src 'self'; /
    )
  })

  it('falls back to the shop itself for everything it does not name', () => {
    const directives = pageContentSecurityPolicy(page).split('; ')
    assert.equal(directives[0], "default-src 'self'")
    // Fonts, API calls, frames, media and workers are not widened.
    for (const name of ['font-src', 'connect-src', 'frame-src', 'media-src', 'worker-src']) {
      assert.equal(directives.filter((d) => d.startsWith(name)).length, 0, name)
    }
  })
})

describe('Permissions-Policy', () => {
  it('denies every page the camera, microphone, location, payment and hardware', () => {
    const policy = COMMON_HEADERS['permissions-policy']
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      assert.match(policy, new RegExp(`(^|, )${feature}=\\(\\)(,|$)`), feature)
    }
    assert.doesNotMatch(policy, /=\((?!\))/, 'no feature is allowed to any origin')
  })

  it("is the api's list too (api/src/lib/securityHeaders.ts)", () => {
    const source = fs.readFileSync(
      new URL('../../api/src/lib/securityHeaders.ts', import.meta.url),
      'utf8'
    )
    const list = /PERMISSIONS_POLICY = \[([^\]]*)\]/.exec(source)[1]
    const features = [...list.matchAll(/'([a-z-]+)'/g)].map((match) => `${match[1]}=()`)
    assert.equal(features.join(', '), COMMON_HEADERS['permissions-policy'])
  })
})

describe('apiRequestHeaders', () => {
  const request = (remoteAddress, headers) => ({ headers, raw: { socket: { remoteAddress } } })

  it("keeps the browser's Host, drops Expect and the client's forwarding headers", () => {
    const incoming = {
      host: 'localhost:8910',
      expect: '100-continue',
      'x-forwarded-for': '9.9.9.9',
      'x-real-ip': '9.9.9.9',
      'x-forwarded-host': 'evil.example',
      cookie: 'akv_session=1',
    }
    const headers = apiRequestHeaders(
      request('::ffff:127.0.0.2', incoming),
      { ...incoming, host: 'localhost:8911' },
      0
    )
    assert.deepEqual(headers, {
      host: 'localhost:8910',
      cookie: 'akv_session=1',
      'x-forwarded-for': '127.0.0.2',
    })
  })

  it('behind nginx (TRUST_PROXY=1) passes on the address and scheme nginx saw', () => {
    const incoming = {
      host: 'shop.example',
      'x-forwarded-for': '9.9.9.9, 203.0.113.7',
      'x-forwarded-proto': 'https',
    }
    const headers = apiRequestHeaders(request('127.0.0.1', incoming), { ...incoming }, 1)
    assert.equal(headers['x-forwarded-for'], '203.0.113.7')
    assert.equal(headers['x-forwarded-proto'], 'https')
  })
})
