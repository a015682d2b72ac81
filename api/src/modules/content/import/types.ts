/**
 * The shapes of a content import's plan (plan.ts): the state the database
 * holds for the imported kinds, and the rows, writes and removals planned.
 */
import type { ReportRow, RowStatus } from 'src/modules/catalog'

import type { KindName } from '../rules/contentKinds'

/** One record in the database: its id, key and the columns the import may set. */
export interface RecordState {
  /** Primary key (content blocks: their key). */
  id: number | string
  key: string | null
  values: Record<string, unknown>
  /** Brands: goods in the catalogue (they are never pruned). */
  productCount?: number
}

export interface ObjectTypeState {
  id: number
  name: string
  slug: string
}

export interface ContentState {
  /** Every record of the kinds the import has. */
  records: Partial<Record<KindName, RecordState[]>>
  objectTypes: ObjectTypeState[]
}

export interface ContentRow extends ReportRow {
  kind: KindName
  /** The record's key (file name). */
  recordKey: string
}

export interface NewObjectType {
  key: string
  name: string
  slug: string
}

export interface ContentWrite {
  kind: KindName
  where: string
  /** null: a new record. */
  id: number | string | null
  key: string
  /** A new record's every field; an existing one's changed fields only. */
  data: Record<string, unknown>
  /** A new object type (NewObjectType.key) to take the typeId of. */
  newObjectType?: string
  /** Files to copy into the media root (already content-addressed). */
  media: { file: string; source: string | null }[]
}

export interface Removal {
  kind: KindName
  id: number | string
  key: string | null
  title: string
}

export interface ContentPlan {
  rows: ContentRow[]
  summary: Record<RowStatus, number>
  fileErrors: string[]
  warnings: string[]
  newObjectTypes: NewObjectType[]
  writes: ContentWrite[]
  /** --prune: what is deleted. */
  removals: Removal[]
  /** Nothing rejected: the plan may be applied. */
  ok: boolean
}

export interface ContentPlanOptions {
  /** Create object types the site does not have. */
  createSections?: boolean
  /** Delete records of the imported kinds that the folder does not have. */
  prune?: boolean
}
