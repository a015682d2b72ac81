import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'

import { RowDigest } from './rowDigest'

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The schema Prisma uses: `?schema=` of the URL, else public. */
export function schemaOf(databaseUrl: string): string {
  try {
    return new URL(databaseUrl).searchParams.get('schema') || 'public'
  } catch {
    return 'public'
  }
}

export function databaseNameOf(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || '(default)'
  } catch {
    return '(unknown)'
  }
}

/**
 * A client whose COPY text output and input do not depend on the server's
 * or the session's settings: dates, intervals, floats and bytea are written
 * and read the same way on every server.
 */
export async function connect(databaseUrl: string): Promise<pg.Client> {
  const url = new URL(databaseUrl)
  url.searchParams.delete('schema')
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(`
    SET client_encoding = 'UTF8';
    SET DateStyle = 'ISO, YMD';
    SET IntervalStyle = 'postgres';
    SET TimeZone = 'UTC';
    SET extra_float_digits = 3;
    SET bytea_output = 'hex';
    SET standard_conforming_strings = on;
    SET search_path = ${quoteIdent(schemaOf(databaseUrl))};
  `)
  return client
}

export interface TableInfo {
  name: string
  columns: string[]
}

/** Ordinary tables of `schema` and their stored columns (generated ones left out), by name. */
export async function listTables(client: pg.Client, schema: string): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname COLLATE "C"`,
    [schema]
  )
  return rows
}

/** Relations of the schema other than tables too (views, sequences), for the emptiness check. */
export async function listRelations(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      ORDER BY c.relname COLLATE "C"`,
    [schema]
  )
  return rows.map((row) => row.name)
}

export interface SequenceInfo {
  name: string
  /** The column that owns the sequence (serial / identity), if any. */
  table: string | null
  column: string | null
}

export async function listSequences(client: pg.Client, schema: string): Promise<SequenceInfo[]> {
  const { rows } = await client.query<SequenceInfo>(
    `SELECT s.relname AS name, t.relname AS "table", a.attname AS "column"
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
                            AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       LEFT JOIN pg_class t ON t.oid = d.refobjid
       LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE n.nspname = $1 AND s.relkind = 'S'
      ORDER BY s.relname COLLATE "C"`,
    [schema]
  )
  return rows
}

/** Foreign keys between distinct tables of the schema: `[referencing, referenced]`. */
export async function listForeignKeys(
  client: pg.Client,
  schema: string
): Promise<Array<[string, string]>> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND k.conrelid <> k.confrelid`,
    [schema]
  )
  return rows.map((row) => [row.child, row.parent])
}

/**
 * Tables ordered so that every table comes after the tables it references
 * (self-references are fine: COPY checks them at the end of the statement).
 */
export function loadOrder(tables: string[], foreignKeys: Array<[string, string]>): string[] {
  const known = new Set(tables)
  const parents = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const [child, parent] of foreignKeys) {
    if (child !== parent && known.has(child) && known.has(parent)) parents.get(child)?.add(parent)
  }
  const ordered: string[] = []
  const done = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !done.has(table) && [...(parents.get(table) ?? [])].every((p) => done.has(p))
    )
    if (!ready.length) {
      const left = tables.filter((table) => !done.has(table))
      throw new Error(
        `Foreign keys form a cycle between ${left.join(', ')}; cannot order the load.`
      )
    }
    for (const table of ready) {
      done.add(table)
      ordered.push(table)
    }
  }
  return ordered
}

export function copyColumns(table: TableInfo): string {
  return `${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})`
}

/**
 * Streams `COPY table (columns) TO STDOUT` into `sink` (when given) and
 * answers its size, SHA-256 and row digest.
 */
export async function copyOut(
  client: pg.Client,
  table: TableInfo,
  sink?: Writable
): Promise<{ bytes: number; sha256: string; rows: number; digest: string }> {
  const hash = crypto.createHash('sha256')
  const digest = new RowDigest()
  let bytes = 0
  const source = client.query(copyTo(`COPY ${copyColumns(table)} TO STDOUT`))
  const measure = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk)
      digest.update(chunk)
      bytes += chunk.length
      if (sink) yield chunk
    }
  }
  if (sink) {
    await pipeline(source, measure, sink)
  } else {
    await pipeline(source, measure, new Writable({ write: (_chunk, _encoding, done) => done() }))
  }
  return { bytes, sha256: hash.digest('hex'), ...digest.finish() }
}
