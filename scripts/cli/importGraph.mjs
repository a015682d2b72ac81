#!/usr/bin/env node
/* eslint-env node, es2022 */
// The api's import graph and the rules its layout keeps (docs/stack.md «The
// api's map»). `node scripts/cli/importGraph.mjs` prints every broken rule
// and exits 1 when there is one; scripts/cli/importGraph.test.mjs runs the
// same check in `npm test`.
//
// Floors, lowest first; a file may import its own floor or a lower one:
//   kernel          lib/domain/** and lib/errors.ts: pure rules every area and
//                   the web share (the web bundles lib/domain and the areas'
//                   rules/ folders, so none of them may reach Node or the database)
//   infrastructure  the rest of lib/**: database, mail, outbox, storage, runtime
//   areas           modules/<area>/** (and services/**, the GraphQL resolvers
//                   and the areas not yet moved under modules/)
//   edges           rest/**, functions/**, graphql/**, directives/**, server.ts,
//                   outboxProcess.ts: how the world reaches the areas
// An area is reached from outside only through its interface: its index.ts
// and its pure rules/ folder. No file imports itself back through others.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const API_SRC = path.resolve(fileURLToPath(import.meta.url), '../../../api/src')

export const FLOORS = ['kernel', 'infrastructure', 'areas', 'edges']

/** The floor of a file by its path below api/src. */
export function floorOf(relative) {
  if (relative.startsWith('lib/domain/') || relative === 'lib/errors.ts') return 'kernel'
  if (relative.startsWith('lib/')) return 'infrastructure'
  if (relative.startsWith('modules/') || relative.startsWith('services/')) return 'areas'
  return 'edges'
}

/** `modules/orders/workflow/x.ts` → 'orders'; null outside modules/. */
export const areaOf = (relative) => /^modules\/([^/]+)\//.exec(relative)?.[1] ?? null

/** What another area may import of an area: its index and its pure rules. */
export const isInterfaceOf = (relative) => /^modules\/[^/]+\/(index\.ts|rules\/)/.test(relative)

/** Where the web may import api files from (`@domain/…`, `@modules/<area>/rules/…`). */
export const isWebShareable = (relative) =>
  relative.startsWith('lib/domain/') || /^modules\/[^/]+\/rules\//.test(relative)

export const WEB_SRC = path.resolve(API_SRC, '../../web/src')
const WEB_ALIASES = [
  ['@domain/', 'lib/domain/'],
  ['@modules/', 'modules/'],
]

/** The api files the web bundles: what it imports through its aliases, and what those import. */
export function webBundled(graph, webRoot = WEB_SRC) {
  const bundled = new Set()
  const add = (file) => {
    if (bundled.has(file) || !graph.has(file)) return
    bundled.add(file)
    for (const next of graph.get(file).files) add(next)
  }
  for (const file of sourceFiles(webRoot)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      const alias = WEB_ALIASES.find(([prefix]) => specifier.startsWith(prefix))
      if (!alias) continue
      const target = alias[1] + specifier.slice(alias[0].length)
      add(
        [target + '.ts', target + '.tsx', target + '/index.ts'].find((c) => graph.has(c)) ?? target
      )
    }
  }
  return bundled
}

const SOURCE = /\.(ts|tsx|js)$/
// Tests and scenarios are not part of the built api (Redwood leaves them out).
const NOT_BUILT = /\.(test|scenarios|cases)\.[jt]sx?$|\.d\.ts$/

function sourceFiles(dir) {
  const found = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...sourceFiles(full))
    else if (SOURCE.test(entry.name) && !NOT_BUILT.test(entry.name)) found.push(full)
  }
  return found
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveSpecifier(root, from, specifier) {
  let base
  if (specifier.startsWith('src/')) base = path.join(root, specifier.slice(4))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return { package: specifier }
  if (base.includes('*')) return { glob: specifier }
  for (const candidate of ['', '.ts', '.tsx', '.js', '/index.ts', '/index.js']) {
    const file = base + candidate
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file }
  }
  return { unresolved: specifier }
}

/** Every built file of `root` with the files and packages it imports. */
export function importGraph(root = API_SRC) {
  const graph = new Map()
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8')
    const imports = []
    for (const match of text.matchAll(IMPORT)) {
      imports.push(resolveSpecifier(root, file, match[1] ?? match[2]))
    }
    graph.set(path.relative(root, file), {
      files: [...new Set(imports.filter((i) => i.file).map((i) => path.relative(root, i.file)))],
      packages: imports.filter((i) => i.package).map((i) => i.package),
      unresolved: imports.filter((i) => i.unresolved).map((i) => i.unresolved),
    })
  }
  return graph
}

/** Groups of files that import each other round (Tarjan's strongly connected components). */
export function cyclesOf(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (file) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file)?.files ?? []) {
      if (!graph.has(next)) continue
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file), low.get(next)))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)))
    }
    if (low.get(file) === index.get(file)) {
      const group = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        group.push(member)
      } while (member !== file)
      if (group.length > 1) cycles.push(group.sort())
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

/** Every broken rule as one readable line. */
export function layoutProblems(graph, bundled = webBundled(graph)) {
  const problems = []
  for (const [file, { files, packages, unresolved }] of graph) {
    for (const specifier of unresolved) problems.push(`${file}: cannot resolve '${specifier}'`)
    const floor = FLOORS.indexOf(floorOf(file))
    for (const target of files) {
      const targetFloor = FLOORS.indexOf(floorOf(target))
      if (targetFloor > floor) {
        problems.push(`${file} (${FLOORS[floor]}) imports up to ${target} (${FLOORS[targetFloor]})`)
      }
      const area = areaOf(target)
      if (area && areaOf(file) !== area && !isInterfaceOf(target)) {
        problems.push(
          `${file} reaches inside the ${area} area (${target}): import modules/${area}/index.ts or its rules/`
        )
      }
    }
    if (bundled.has(file)) {
      if (!isWebShareable(file)) {
        problems.push(`the web bundles ${file}: only lib/domain and rules/ files may be`)
      }
      for (const target of files) {
        if (!isWebShareable(target)) {
          problems.push(`${file} is bundled by the web but imports ${target}`)
        }
      }
      for (const name of packages) {
        if (
          name.startsWith('node:') ||
          name === '@prisma/client' ||
          name.startsWith('@redwoodjs/api')
        ) {
          problems.push(`${file} is bundled by the web but imports ${name}`)
        }
      }
    }
  }
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.join(' → ')}`)
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = layoutProblems(importGraph())
  for (const problem of problems) console.log(problem)
  console.log(problems.length ? `${problems.length} problems` : 'the api keeps its layout')
  process.exit(problems.length ? 1 : 0)
}
