/* eslint-env node, es2022 */
/**
 * @redwoodjs/router, auth and web are compiled with Babel's corejs3 runtime:
 * `Object.keys(x)` became `_Object$keys(x)` from core-js-pure, ~5 kB gzip of
 * ponyfills in the first bundle of every page for what every browser the
 * shop serves has natively. The browser build answers those imports with the
 * native member instead (web/vite.config.ts, `nativeCoreJs`); anything not
 * listed here keeps core-js.
 *
 * Redwood compiles the api the same way (its Babel config's transform-runtime,
 * corejs 3 with proposals: every `new Set()`, `.map`, `.includes` through
 * core-js-pure on Node 24, which has them all). The api's Babel config
 * (api/babel.config.js) puts the same native members in place with
 * `nativeCoreJsBabelPlugin` below: one list for both sides.
 */
/** Members whose names are not plain camel case of core-js's file names. */
const SPELLED = { 'is-nan': 'isNaN', 'to-iso-string': 'toISOString', 'to-json': 'toJSON' }
const camel = (kebab) =>
  SPELLED[kebab] ?? kebab.replace(/-([a-z])/g, (_match, letter) => letter.toUpperCase())

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
  'set-timeout': 'setTimeout',
  'set-interval': 'setInterval',
  url: 'URL',
  'url-search-params': 'URLSearchParams',
}

/** Instance methods core-js reads off the receiver: `instance/for-each` → `(it) => it.forEach`. */
const INSTANCE = new Set([
  'at',
  'bind',
  'code-point-at',
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
  'flags',
  'for-each',
  'includes',
  'index-of',
  'keys',
  'last-index-of',
  'map',
  'match-all',
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

/** Every path the list answers without a namespace's member: the instance methods and globals. */
export const nativeGlobalAndInstancePaths = () => [
  ...Object.keys(GLOBALS),
  ...[...INSTANCE].map((member) => `instance/${member}`),
]

/**
 * The native expression that stands for `@babel/runtime-corejs3/core-js[-stable]/<path>`, or
 * null to keep core-js (a path this list does not know). An instance method's is a function of
 * the receiver, as core-js's (`flags` too: core-js answers the value, so does this).
 */
export function nativeExpressionFor(path) {
  const clean = path.replace(/\.js$/, '')
  const [head, member, ...rest] = clean.split('/')
  if (rest.length) return null
  if (head === 'instance' && member && INSTANCE.has(member)) return `(it) => it.${camel(member)}`
  if (member && NAMESPACES[head]) return `${NAMESPACES[head]}.${camel(member)}`
  if (!member && GLOBALS[head]) return GLOBALS[head]
  return null
}

/** The module text that replaces the import in the browser build, or null to keep core-js. */
export function nativeModuleFor(path) {
  const expression = nativeExpressionFor(path)
  return expression ? `export default ${expression}` : null
}

/**
 * A Babel plugin for the api (api/babel.config.js): `import _Set from
 * "@babel/runtime-corejs3/core-js/set"`, as transform-runtime injects it, becomes
 * `const _Set = Set`; where a preset made the modules CommonJS first (Jest's
 * config), `var _set = _interopRequireDefault(require(…))` becomes
 * `var _set = { default: Set }`. After the traversal (`post`): a `Set` put in
 * while transform-runtime still visits would be polyfilled again. Imports it
 * does not know stay.
 */
export function nativeCoreJsBabelPlugin({ types: t, template }) {
  const nativeOf = (source) => {
    const corePath = t.isStringLiteral(source) ? coreJsPathOf(source.value) : null
    const expression = corePath && nativeExpressionFor(corePath)
    return expression ? template.expression.ast(expression) : null
  }
  const isRequire = (node) =>
    t.isCallExpression(node) &&
    t.isIdentifier(node.callee, { name: 'require' }) &&
    node.arguments.length === 1
  /** `require(x)` → the native member; `_interopRequireDefault(require(x))` → `{ default: … }`. */
  const nativeInit = (init) => {
    if (isRequire(init)) return nativeOf(init.arguments[0])
    const interop =
      t.isCallExpression(init) &&
      t.isIdentifier(init.callee) &&
      /^_interopRequireDefault\d*$/.test(init.callee.name) &&
      init.arguments.length === 1 &&
      isRequire(init.arguments[0])
    const native = interop && nativeOf(init.arguments[0].arguments[0])
    return native ? t.objectExpression([t.objectProperty(t.identifier('default'), native)]) : null
  }
  return {
    name: 'akvatoria-native-core-js',
    post(file) {
      const { body } = file.ast.program
      body.forEach((statement, i) => {
        if (t.isImportDeclaration(statement)) {
          const [specifier, ...others] = statement.specifiers
          const native = nativeOf(statement.source)
          if (native && !others.length && t.isImportDefaultSpecifier(specifier)) {
            body[i] = t.variableDeclaration('const', [
              t.variableDeclarator(t.identifier(specifier.local.name), native),
            ])
          }
        } else if (t.isVariableDeclaration(statement)) {
          for (const declarator of statement.declarations) {
            const native = nativeInit(declarator.init)
            if (native) declarator.init = native
          }
        }
      })
    },
  }
}

/** The core-js path an import asks for, from a package import or a helper's relative one. */
export function coreJsPathOf(source, importer = '') {
  const direct = source.match(/^@babel\/runtime-corejs3\/core-js(?:-stable)?\/(.+)$/)
  if (direct) return direct[1]
  if (!importer.includes('@babel/runtime-corejs3')) return null
  const relative = source.match(/^(?:\.\.?\/)+core-js(?:-stable)?\/(.+)$/)
  return relative ? relative[1] : null
}
