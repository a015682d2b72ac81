/* eslint-env node, es2022 */
/**
 * The small chunks the pages shoppers land on share, merged into one.
 *
 * Rollup gives each set of pages that share modules a chunk of its own, so a
 * storefront page loaded a dozen scripts of 0.2–1.7 kB gzip (ProductCard,
 * PriceBlock, Metadata, units…) besides the entry and its own chunk. Over
 * HTTP/1.1 each is a request on one of six connections, and all of them are
 * in before the first paint (docs/storefront.md, issue 31 §3).
 *
 * The pages that count are the landing pages: the prerendered ones, which
 * shoppers open cold from a search engine or a link (`landingPages`). The
 * cart, checkout and account are reached from them, with the entry and the
 * shared chunk already loaded; counting them too put the checkout's rules
 * into every catalogue page's first load.
 *
 * How: `manualChunks` is asked before Rollup chunks the build, so the plan
 * starts from Rollup's own chunking: when the build's modules are loaded
 * (`buildEnd`), they are bundled once more in memory, as transformed, with no
 * manual chunks (`defaultChunks`); every module is then named into the chunk
 * it got there, except that the small chunks `mergeable` picks are named
 * `shared`. Every module is named because Rollup puts into a manual chunk
 * whatever its modules import that has no chunk named — React and the
 * entry's modules included.
 */
import { rollup } from 'rollup'

/**
 * A chunk of Rollup's chunking whose code is above this (unminified) keeps its
 * own file; Redwood's cells (createCell, 7 kB) are below it.
 */
export const SMALL_CHUNK_CHARS = 8000

/**
 * The chunks to merge: small, not a page's or a lazy import's own chunk,
 * loaded (statically) by at least two landing pages, no module in it that
 * acts when imported (`keepApart`), and importing only the entry's chunk and
 * other merged chunks — else every page loading the merged chunk would load
 * that import too. Decided until nothing more drops.
 *
 * @param {{ fileName: string, code: string, isEntry: boolean, isDynamicEntry: boolean, imports: string[], moduleIds: string[] }[]} chunks
 * @param {(moduleId: string) => boolean} isLandingPage
 * @param {(moduleId: string) => boolean} keepApart
 * @returns {Set<string>} file names of the chunks to merge
 */
export function mergeable(chunks, isLandingPage, keepApart) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const pagesLoading = new Map()
  for (const page of chunks.filter(
    (chunk) => chunk.isDynamicEntry && chunk.moduleIds.some(isLandingPage)
  )) {
    const seen = new Set()
    const todo = [...page.imports]
    while (todo.length) {
      const file = todo.pop()
      if (seen.has(file) || entryFiles.has(file)) continue
      seen.add(file)
      pagesLoading.set(file, (pagesLoading.get(file) ?? 0) + 1)
      todo.push(...(byFile.get(file)?.imports ?? []))
    }
  }
  const merged = new Set(
    chunks
      .filter(
        (chunk) =>
          !chunk.isEntry &&
          !chunk.isDynamicEntry &&
          chunk.code.length <= SMALL_CHUNK_CHARS &&
          (pagesLoading.get(chunk.fileName) ?? 0) >= 2 &&
          !chunk.moduleIds.some(keepApart)
      )
      .map((chunk) => chunk.fileName)
  )
  for (let changed = true; changed; ) {
    changed = false
    for (const file of merged) {
      if (byFile.get(file).imports.some((next) => !entryFiles.has(next) && !merged.has(next))) {
        merged.delete(file)
        changed = true
      }
    }
  }
  return merged
}

/**
 * The pages marked `prerender` in Routes.tsx, as a test of a module id
 * (`/web/src/pages/HomePage/HomePage.tsx`).
 *
 * @param {string} routesSource the text of Routes.tsx
 * @returns {(moduleId: string) => boolean}
 */
export function landingPages(routesSource) {
  const names = new Set()
  for (const [route] of routesSource.matchAll(/<Route\b[^>]*>/g)) {
    const page = /\bpage=\{(\w+)\}/.exec(route)?.[1]
    if (page && /\sprerender(?=[\s/>=])/.test(route)) names.add(page)
  }
  return (moduleId) => {
    const page = /\/web\/src\/pages\/(\w+)\/(\w+)\.tsx$/.exec(moduleId)
    return !!page && page[1] === page[2] && names.has(page[1])
  }
}

/** The static and dynamic import sources of a module, in the order Rollup lists their ids. */
function sourcesOf(ast) {
  const statics = []
  const dynamics = []
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ImportExpression' && typeof literal(node.source) === 'string') {
      dynamics.push(literal(node.source))
    }
    for (const key of Object.keys(node)) {
      const value = node[key]
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object' && key !== 'parent') walk(value)
    }
  }
  const literal = (node) =>
    node.type === 'Literal'
      ? node.value
      : node.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0].value.cooked
        : undefined
  for (const node of ast.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        (node.type === 'ExportNamedDeclaration' && node.source)) &&
      !statics.includes(node.source.value)
    ) {
      statics.push(node.source.value)
    }
  }
  walk(ast)
  return { statics, dynamics }
}

/**
 * Rollup's own chunking of the build's modules: the same transformed code,
 * the same resolutions and side effects, bundled in memory. Null when a
 * module's imports cannot be matched to its resolved ids (the build then
 * keeps Rollup's chunking as it is).
 *
 * @param {Iterable<string>} ids
 * @param {import('rollup').GetModuleInfo} infoOf
 */
export async function defaultChunks(ids, infoOf) {
  const modules = new Map()
  for (const id of ids) {
    const info = infoOf(id)
    if (!info || info.isExternal || info.code == null || !info.ast) continue
    const { statics, dynamics } = sourcesOf(info.ast)
    if (statics.length !== info.importedIds.length) return null
    const dynamicIds = info.dynamicallyImportedIdResolutions.map((resolution) => resolution.id)
    if (dynamics.length !== dynamicIds.length) return null
    const resolved = new Map(statics.map((source, i) => [source, info.importedIds[i]]))
    const dynamicResolved = new Map(dynamics.map((source, i) => [source, dynamicIds[i]]))
    modules.set(id, { info, resolved, dynamicResolved })
  }
  const entries = [...modules.values()]
    .filter(({ info }) => info.isEntry)
    .map(({ info }) => info.id)
  const resolveFrom = (source, importer, kind) => {
    const id = modules.get(importer)?.[kind].get(source)
    return id && modules.has(id) ? id : false
  }
  const bundle = await rollup({
    input: entries,
    onwarn: () => {},
    plugins: [
      {
        name: 'built-modules',
        resolveId: (source, importer) =>
          importer ? resolveFrom(source, importer, 'resolved') : source,
        resolveDynamicImport: (source, importer) =>
          typeof source === 'string' ? resolveFrom(source, importer, 'dynamicResolved') : false,
        // CommonJS modules, as @rollup/plugin-commonjs wrapped them, export through syntheticNamedExports.
        load: (id) => {
          const info = modules.get(id)?.info
          return info
            ? {
                code: info.code,
                moduleSideEffects: info.moduleSideEffects,
                syntheticNamedExports: info.syntheticNamedExports,
              }
            : null
        },
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  return output.filter((item) => item.type === 'chunk')
}

/**
 * The `manualChunks` plan: each module's chunk name.
 *
 * @param {Iterable<string>} ids
 * @param {import('rollup').GetModuleInfo} infoOf
 * @param {(moduleId: string) => boolean} isLandingPage
 * @param {(moduleId: string) => boolean} keepApart
 * @returns {Promise<Map<string, string> | null>}
 */
export async function chunkPlan(ids, infoOf, isLandingPage, keepApart) {
  const chunks = await defaultChunks(ids, infoOf)
  if (!chunks) return null
  const merged = mergeable(chunks, isLandingPage, keepApart)
  const plan = new Map()
  // A manual chunk is its name: two of Rollup's chunks of one name (two `index` modules) stay two.
  const taken = new Set(['shared'])
  for (const chunk of chunks) {
    let name = 'shared'
    if (!merged.has(chunk.fileName)) {
      name = chunk.name
      for (let n = 2; taken.has(name); n++) name = `${chunk.name}${n}`
      taken.add(name)
    }
    for (const id of chunk.moduleIds) plan.set(id, name)
  }
  return plan
}
