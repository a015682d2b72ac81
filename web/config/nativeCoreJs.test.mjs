/* eslint-env node, es2022 */
// node --test web/config/*.test.mjs (a step of `npm test`)
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { test } from 'node:test'

import { transformSync } from '@babel/core'

import {
  coreJsPathOf,
  nativeCoreJsBabelPlugin,
  nativeExpressionFor,
  nativeGlobalAndInstancePaths,
  nativeModuleFor,
} from './nativeCoreJs.mjs'

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

/** Everything the api's build imported from core-js before api/babel.config.js (Redwood 8.9). */
const API_PATHS =
  `array/from array/is-array date/now instance/at instance/bind instance/code-point-at
  instance/concat instance/ends-with instance/entries instance/every instance/fill instance/filter
  instance/find instance/find-index instance/flags instance/flat instance/flat-map instance/for-each
  instance/includes instance/index-of instance/keys instance/last-index-of instance/map
  instance/match-all instance/pad-end instance/pad-start instance/reduce instance/repeat
  instance/reverse instance/slice instance/some instance/sort instance/starts-with instance/trim
  instance/trim-end instance/trim-start instance/values json/stringify map math/fround math/log
  number/is-finite number/is-integer number/is-nan number/is-safe-integer object/define-property
  object/entries object/from-entries object/keys object/values parse-int promise set set-interval
  set-timeout string/from-code-point symbol/async-iterator url url-search-params weak-map
  weak-set`.split(/\s+/)

/** Receivers an instance method may be read off. */
const RECEIVERS = [[], '', () => {}, /x/g, new Map(), new Set()]

test('every member the list names exists natively in this Node (the api runs on Node 24)', () => {
  for (const path of new Set([...API_PATHS, ...nativeGlobalAndInstancePaths()])) {
    const expression = nativeExpressionFor(path)
    assert.ok(expression, `${path} has a native member`)
    const value = (0, eval)(expression)
    if (path.startsWith('instance/')) {
      assert.ok(
        RECEIVERS.some((receiver) => value(receiver) !== undefined),
        `${path}: ${expression} on some receiver`
      )
    } else {
      assert.notEqual(value, undefined, `${path}: ${expression}`)
    }
  }
  assert.equal((0, eval)(nativeExpressionFor('number/is-nan')), Number.isNaN)
})

const compile = (code, presets = []) =>
  transformSync(code, {
    filename: 'api/src/example.ts',
    babelrc: false,
    configFile: false,
    presets,
    plugins: [
      nativeCoreJsBabelPlugin,
      ['@babel/plugin-transform-runtime', { corejs: { version: 3, proposals: true } }],
    ],
  }).code

const SOURCE = `export const found = (words) => {
  const seen = new Set(words.map((w) => w.trim()))
  return [...seen].filter((w) => w.includes('а')).length + Number.isNaN(NaN) + Object.keys({ a: 1 }).length
}
export const later = (code) => code.codePointAt(0)`

test('the api’s Babel plugin puts the native members where transform-runtime put core-js', async () => {
  const code = compile(SOURCE)
  assert.doesNotMatch(code, /core-js/)
  assert.match(code, /const _Set = Set;/)
  assert.match(code, /= \(?it\)? => it\.includes;/)
  const { found, later } = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  assert.equal(found(['а ', 'б', 'ва']), 4)
  assert.equal(later('я'), 1103)
})

test('and where a preset made the module CommonJS first (Jest)', () => {
  const code = compile(SOURCE, [
    ['@babel/preset-env', { targets: { node: '24' }, modules: 'commonjs' }],
  ])
  assert.doesNotMatch(code, /core-js/)
  const module = { exports: {} }
  // Babel's helpers (interopRequireDefault) still come from the runtime package.
  const helpers = createRequire(import.meta.url)
  new Function('module', 'exports', 'require', code)(module, module.exports, (id) => {
    assert.doesNotMatch(id, /core-js/)
    return helpers(id)
  })
  assert.equal(module.exports.found(['а ', 'б', 'ва']), 4)
})

test('an import the list does not know keeps core-js', () => {
  const code = compile('export const observed = (x) => new Observable(x)')
  assert.match(code, /@babel\/runtime-corejs3\/core-js\/observable/)
})
