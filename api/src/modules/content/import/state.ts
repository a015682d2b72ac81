/**
 * Reads what a content plan is compared with: every record of the kinds the
 * import has (content tables are small), their keys and the columns the
 * import may set, and the object types. One query after another — inside a
 * transaction Prisma shares one pg connection (see catalogImport/state.ts).
 */
import type { Client } from 'src/modules/catalog'

import { KINDS, type KindName } from '../rules/contentKinds'

import type { ContentState, RecordState } from './types'

/** Columns of a kind the import compares (its fields, body, position). */
export function columnsOf(kind: KindName): string[] {
  const spec = KINDS[kind]
  return [
    ...new Set([
      ...spec.fields.map((f) => f.column),
      ...(spec.bodyColumn ? [spec.bodyColumn] : []),
      ...(spec.ordered ? ['position'] : []),
    ]),
  ]
}

const toState = (kind: KindName, rows: Record<string, unknown>[]): RecordState[] => {
  const spec = KINDS[kind]
  const columns = columnsOf(kind)
  return rows.map((row) => ({
    id: row[spec.keyColumn === 'key' ? 'key' : 'id'] as number | string,
    key: (row[spec.keyColumn] as string | null) ?? null,
    values: Object.fromEntries(columns.map((c) => [c, row[c] ?? null])),
    productCount: (row._count as { products: number } | undefined)?.products,
  }))
}

async function loadKind(client: Client, kind: KindName): Promise<RecordState[]> {
  const select = Object.fromEntries(
    ['id', 'slug', ...columnsOf(kind)].map((c) => [c, true])
  ) as Record<string, true>
  const orderBy = { id: 'asc' as const }
  switch (kind) {
    case 'news':
      return toState(kind, await client.news.findMany({ select, orderBy }))
    case 'objects':
      return toState(kind, await client.project.findMany({ select, orderBy }))
    case 'certificates':
      return toState(kind, await client.certificate.findMany({ select, orderBy }))
    case 'partners':
      return toState(
        kind,
        await client.brand.findMany({
          select: { ...select, _count: { select: { products: true } } },
          orderBy,
        })
      )
    case 'faq':
      return toState(kind, await client.faqEntry.findMany({ select, orderBy }))
    case 'production':
      return toState(kind, await client.productionPage.findMany({ select, orderBy }))
    case 'videos':
      return toState(kind, await client.video.findMany({ select, orderBy }))
    case 'pages': {
      const { id: _id, slug: _slug, ...blockSelect } = select
      return toState(
        kind,
        await client.contentBlock.findMany({
          select: { ...blockSelect, key: true },
          orderBy: { key: 'asc' },
        })
      )
    }
  }
}

export async function loadContentState(client: Client, kinds: KindName[]): Promise<ContentState> {
  const records: ContentState['records'] = {}
  for (const kind of kinds) records[kind] = await loadKind(client, kind)
  const objectTypes = kinds.includes('objects')
    ? await client.objectType.findMany({
        select: { id: true, name: true, slug: true },
        orderBy: { id: 'asc' },
      })
    : []
  return { records, objectTypes }
}
