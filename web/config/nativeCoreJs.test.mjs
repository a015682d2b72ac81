/* eslint-env node, es2022 */
// node --test web/config/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { test } from 'node:test'

import { coreJsPathOf, nativeModuleFor } from './nativeCoreJs.mjs'

const evaluate = async (text) =>
  (await import(`data:text/javascript,${encodeURIComponent(text)}`)).default

test('the ponyfills Redwood imports become the native members', async () => {
  assert.equal(await evaluate(nativeModuleFor('object/define-property')), Object.defineProperty)
  assert.equal(await evaluate(nativeModuleFor('object/keys.js')), Object.keys)
  assert.equal(await evaluate(nativeModuleFor('json/stringify')), JSON.stringify)
  assert.equal(await evaluate(nativeModuleFor('symbol/iterator')), Symbol.iterator)
  assert.equal(await evaluate(nativeModuleFor('promise')), Promise)
  assert.equal(await evaluate(nativeModuleFor('url-search-params')), URLSearchParams)
})

test('an instance method is read off the receiver, as core-js does', async () => {
  const forEach = await evaluate(nativeModuleFor('instance/for-each'))
  const seen = []
  const list = [1, 2]
  forEach(list).call(list, (item) => seen.push(item))
  assert.deepEqual(seen, [1, 2])
  const startsWith = await evaluate(nativeModuleFor('instance/starts-with'))
  assert.equal(startsWith('ёлка').call('ёлка', 'ё'), true)
  assert.equal((await evaluate(nativeModuleFor('instance/includes')))(new Set()), undefined)
})

test('an unknown path keeps core-js', () => {
  assert.equal(nativeModuleFor('observable'), null)
  assert.equal(nativeModuleFor('instance/code-points'), null)
  assert.equal(nativeModuleFor('object/define-property/nested'), null)
})

test('finds the path in package imports and in the runtime helpers’ relative imports', () => {
  assert.equal(coreJsPathOf('@babel/runtime-corejs3/core-js/object/keys'), 'object/keys')
  assert.equal(coreJsPathOf('@babel/runtime-corejs3/core-js-stable/promise'), 'promise')
  assert.equal(
    coreJsPathOf(
      '../../core-js/object/define-property.js',
      '/x/node_modules/@babel/runtime-corejs3/helpers/esm/defineProperty.js'
    ),
    'object/define-property.js'
  )
  assert.equal(coreJsPathOf('../core-js/object/keys', '/x/src/app.js'), null)
  assert.equal(coreJsPathOf('core-js/object/keys'), null)
})
