/**
 * Writes an accepted content plan (plan.ts) inside the caller's transaction:
 * new object types first, then new and changed records (only the changed
 * columns), then — with --prune — the deletions. Only what the plan names is
 * touched, so an unchanged record keeps its updatedAt.
 */
import { Prisma } from '@prisma/client'

import type { KindName } from '../rules/contentKinds'

import type { ContentPlan, ContentWrite } from './types'

export interface ContentApplyCounts {
  created: number
  updated: number
  removed: number
}

/** The Prisma delegate of a kind, loosely typed: the plan's data fit its model (kinds.ts). */
interface Delegate {
  create(args: { data: Record<string, unknown> }): Promise<unknown>
  update(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<unknown>
  delete(args: { where: Record<string, unknown> }): Promise<unknown>
}

function delegate(tx: Prisma.TransactionClient, kind: KindName): Delegate {
  const delegates: Record<KindName, unknown> = {
    news: tx.news,
    objects: tx.project,
    certificates: tx.certificate,
    partners: tx.brand,
    faq: tx.faqEntry,
    pages: tx.contentBlock,
    production: tx.productionPage,
    videos: tx.video,
  }
  return delegates[kind] as Delegate
}

const whereOf = (kind: KindName, id: number | string) => (kind === 'pages' ? { key: id } : { id })

/** Column values as Prisma takes them: JSON null is the database NULL. */
function dataOf(write: ContentWrite, typeIds: Map<string, number>): Record<string, unknown> {
  const data = { ...write.data }
  if (write.kind === 'pages' && 'data' in data && data.data === null) data.data = Prisma.DbNull
  if (typeof data.typeId === 'string') {
    const id = typeIds.get(data.typeId)
    if (id === undefined) throw new Error(`No object type was created for ${data.typeId}.`)
    data.typeId = id
  }
  return data
}

export async function applyContentPlan(
  tx: Prisma.TransactionClient,
  plan: ContentPlan
): Promise<ContentApplyCounts> {
  if (!plan.ok) throw new Error('A plan with rejected files cannot be applied.')
  const typeIds = new Map<string, number>()
  if (plan.newObjectTypes.length) {
    const last = await tx.objectType.aggregate({ _max: { position: true } })
    let position = (last._max.position ?? 0) + 1
    for (const type of plan.newObjectTypes) {
      const row = await tx.objectType.create({
        data: { name: type.name, slug: type.slug, position: position++ },
        select: { id: true },
      })
      typeIds.set(type.key, row.id)
    }
  }
  const counts: ContentApplyCounts = { created: 0, updated: 0, removed: 0 }
  for (const write of plan.writes) {
    const model = delegate(tx, write.kind)
    const data = dataOf(write, typeIds)
    if (write.id === null) {
      await model.create({ data })
      counts.created++
    } else {
      await model.update({ where: whereOf(write.kind, write.id), data })
      counts.updated++
    }
  }
  for (const removal of plan.removals) {
    await delegate(tx, removal.kind).delete({ where: whereOf(removal.kind, removal.id) })
    counts.removed++
  }
  return counts
}
