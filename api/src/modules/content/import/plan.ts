/**
 * Content drafts (what the files ask for) against the state (what the
 * database holds) → a plan: each file created / updated / unchanged /
 * rejected with its changes in words, the writes that make it so, and — with
 * --prune — the records the folder no longer has. Pure: importer.ts reads the
 * state and apply.ts writes the plan only when nothing is rejected.
 *
 * Rules (docs/editors.md «2. Content»), one step each in planRecord:
 * - a record is found by its key (the file name); certificates, FAQ entries
 *   and videos entered before the import (no key) are found once by their
 *   title and get the key;
 * - a field the file does not give is left as it is; a new record needs the
 *   required fields; new records of ordered kinds go to the end;
 * - pages and production pages are a fixed set: only known keys;
 * - an object's type must exist (or --create-sections);
 * - brand names stay unique (the catalogue imports find brands by name).
 * Removals (--prune) are prune.ts's.
 */
import { emptySummary } from 'src/modules/catalog'

import { ObjectTypes } from './objectTypes'
import { planRecord, recordContextOf, rejectRepeatedKeys } from './planRecord'
import { planRemovals } from './prune'
import type { ContentRead } from './read'
import type {
  ContentPlan,
  ContentPlanOptions,
  ContentRow,
  ContentState,
  ContentWrite,
} from './types'

export function planContent(
  read: ContentRead,
  state: ContentState,
  options: ContentPlanOptions = {}
): ContentPlan {
  rejectRepeatedKeys(read.drafts)
  const objectTypes = new ObjectTypes(state.objectTypes, Boolean(options.createSections))
  const ctx = recordContextOf(state, objectTypes)
  const rows: ContentRow[] = []
  const writes: ContentWrite[] = []
  for (const draft of [...read.drafts].sort((a, b) => a.order - b.order)) {
    const { row, write } = planRecord(draft, ctx)
    rows.push(row)
    if (write) writes.push(write)
  }
  const pruned = planRemovals(read.kinds, state, ctx.matched, options)
  const summary = emptySummary()
  for (const row of rows) summary[row.status]++
  const fileErrors = [...read.fileErrors]
  return {
    rows,
    summary,
    fileErrors,
    warnings: [...read.warnings, ...pruned.warnings],
    newObjectTypes: [...objectTypes.planned.values()],
    writes,
    removals: pruned.removals,
    ok: summary.rejected === 0 && fileErrors.length === 0,
  }
}
