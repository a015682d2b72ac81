import { KINDS, type KindName } from '../rules/contentKinds'

import { plural } from './describe'
import type { ContentPlanOptions, ContentState, Removal } from './types'

/**
 * Records of the imported kinds the folder no longer has: with --prune the
 * prunable ones are deleted, else a warning counts them; brands and the
 * site's fixed pages are never deleted (a warning says so under --prune).
 */
export function planRemovals(
  kinds: KindName[],
  state: ContentState,
  matched: Map<KindName, Set<number | string>>,
  options: ContentPlanOptions
): { removals: Removal[]; warnings: string[] } {
  const removals: Removal[] = []
  const warnings: string[] = []
  for (const kindName of kinds) {
    const kind = KINDS[kindName]
    const taken = matched.get(kindName) ?? new Set()
    const missing = (state.records[kindName] ?? []).filter((r) => !taken.has(r.id))
    if (!missing.length || !kind.prunable) continue
    if (!options.prune) {
      const where = kind.name === 'faq' ? 'faq/ или faq.json' : `${kind.folder}/`
      warnings.push(
        `В базе ${missing.length} ${plural(missing.length, 'запись', 'записи', 'записей')} «${kind.label}», которых нет в ${where} (их удалит --prune).`
      )
      continue
    }
    for (const record of missing) {
      const title = String(record.values[kind.titleColumn] ?? '')
      removals.push({ kind: kindName, id: record.id, key: record.key, title })
    }
  }
  if (options.prune) {
    for (const kind of kinds.map((name) => KINDS[name]).filter((k) => !k.prunable)) {
      warnings.push(
        kind.name === 'partners'
          ? '--prune не удаляет бренды: на них ссылаются товары каталога.'
          : `--prune не удаляет ${kind.name === 'pages' ? 'страницы' : 'страницы производства'}: это разделы сайта.`
      )
    }
  }
  return { removals, warnings }
}
