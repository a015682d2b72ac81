/* eslint-env node, es2022 */
/**
 * @redwoodjs/router, auth and web are compiled with Babel's corejs3 runtime:
 * `Object.keys(x)` became `_Object$keys(x)` from core-js-pure, ~5 kB gzip of
 * ponyfills in the first bundle of every page for what every browser the
 * shop serves has natively. The browser build answers those imports with the
 * native member instead (web/vite.config.ts, `nativeCoreJs`); anything not
 * listed here keeps core-js.
 */
const camel = (kebab) => kebab.replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase())

/** Namespaces whose members are the global's own: `object/define-property` → `Object.defineProperty`. */
const NAMESPACES = {
  object: 'Object',
  json: 'JSON',
  array: 'Array',
  reflect: 'Reflect',
  math: 'Math',
  number: 'Number',
  promise: 'Promise',
  symbol: 'Symbol',
  date: 'Date',
  string: 'String',
}

/** Whole globals: `promise` → `Promise`. */
const GLOBALS = {
  promise: 'Promise',
  map: 'Map',
  set: 'Set',
  'weak-map': 'WeakMap',
  'weak-set': 'WeakSet',
  symbol: 'Symbol',
  'parse-int': 'parseInt',
  'parse-float': 'parseFloat',
  'global-this': 'globalThis',
  'queue-microtask': 'queueMicrotask',
  url: 'URL',
  'url-search-params': 'URLSearchParams',
}

/** Instance methods core-js reads off the receiver: `instance/for-each` → `(it) => it.forEach`. */
const INSTANCE = new Set([
  'at',
  'bind',
  'concat',
  'ends-with',
  'entries',
  'every',
  'fill',
  'filter',
  'find',
  'find-index',
  'flat',
  'flat-map',
  'for-each',
  'includes',
  'index-of',
  'keys',
  'last-index-of',
  'map',
  'pad-end',
  'pad-start',
  'reduce',
  'reduce-right',
  'repeat',
  'reverse',
  'slice',
  'some',
  'sort',
  'splice',
  'starts-with',
  'trim',
  'trim-end',
  'trim-start',
  'values',
])

/**
 * The module text that replaces `@babel/runtime-corejs3/core-js[-stable]/<path>`, or null to keep
 * core-js (a path this list does not know).
 */
export function nativeModuleFor(path) {
  const clean = path.replace(/\.js$/, '')
  const [head, member, ...rest] = clean.split('/')
  if (rest.length) return null
  if (head === 'instance' && member && INSTANCE.has(member)) {
    return `export default (it) => it.${camel(member)}`
  }
  if (member && NAMESPACES[head]) {
    return `export default ${NAMESPACES[head]}.${camel(member)}`
  }
  if (!member && GLOBALS[head]) return `export default ${GLOBALS[head]}`
  return null
}

/** The core-js path an import asks for, from a package import or a helper's relative one. */
export function coreJsPathOf(source, importer = '') {
  const direct = source.match(/^@babel\/runtime-corejs3\/core-js(?:-stable)?\/(.+)$/)
  if (direct) return direct[1]
  if (!importer.includes('@babel/runtime-corejs3')) return null
  const relative = source.match(/^(?:\.\.?\/)+core-js(?:-stable)?\/(.+)$/)
  return relative ? relative[1] : null
}
