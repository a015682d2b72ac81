#!/usr/bin/env node
/* eslint-env node, es2022 */
// Two builds' statements for the same searches, compared on the database (issue 31 §2): the
// files are bench/searchExplain.mjs's EXPLAIN_DUMP of each build (API_DIST=…), same searches
// in the same order. Per search the two alternate (which goes first changes every search), so
// a machine busy with other work slows both alike.
//
//   node bench/searchCompare.mjs before.jsonl after.jsonl
//     the ranked statements: EXPLAIN (ANALYZE, BUFFERS, TIMING OFF), best of COMPARE_RUNS
//     (default 3), mean / p50 / p90 / max and buffers, and how many answers (ids, count) differ;
//   COMPARE_MODE=replay …
//     every statement of each search run one after another on one connection, best of
//     COMPARE_RUNS: the database's wall time per search.
import fs from 'node:fs'

import pg from 'pg'

import { configured } from './env.mjs'

const RUNS = Number(process.env.COMPARE_RUNS || 3)
const read = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
const isRanked = (statement) => /WITH found AS/.test(statement.text)
const sum = (values) => values.reduce((a, b) => a + b, 0)
const at = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))]

async function main() {
  const files = process.argv.slice(2)
  if (files.length !== 2) throw new Error('usage: node bench/searchCompare.mjs a.jsonl b.jsonl')
  const [a, b] = files.map(read)
  const client = new pg.Client({ connectionString: configured('DATABASE_URL') })
  await client.connect()
  // As the api's connections (lib/db.ts): every scan starts at the table's first block.
  await client.query('SET synchronize_seqscans = off')
  const replay = process.env.COMPARE_MODE === 'replay'
  const explain = async (statement) => {
    let best = null
    for (let run = 0; run < RUNS; run++) {
      const { rows } = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${statement.text}`,
        statement.values
      )
      const [result] = rows[0]['QUERY PLAN']
      if (!best || result['Execution Time'] < best['Execution Time']) best = result
    }
    const plan = best.Plan
    return {
      ms: best['Execution Time'],
      buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
    }
  }
  const wall = async (search) => {
    let best = Infinity
    for (let run = 0; run < RUNS; run++) {
      const started = process.hrtime.bigint()
      for (const statement of search.statements)
        await client.query(statement.text, statement.values)
      best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6)
    }
    return { ms: best, buffers: 0 }
  }
  const results = [[], []]
  let differ = 0
  for (let i = 0; i < a.length; i++) {
    const pair = [a[i], b[i]]
    const measure = async (search) => {
      if (replay) return wall(search)
      const ranked = search.statements.find(isRanked)
      return ranked ? explain(ranked) : null
    }
    const order = i % 2 ? [0, 1] : [1, 0]
    for (const side of order) {
      const result = await measure(pair[side])
      if (result) results[side].push(result)
    }
    if (!replay) {
      const answers = []
      for (const search of pair) {
        const ranked = search.statements.find(isRanked)
        answers.push(
          ranked && JSON.stringify((await client.query(ranked.text, ranked.values)).rows)
        )
      }
      if (answers[0] !== answers[1]) differ++
    }
  }
  files.forEach((file, side) => {
    const times = results[side].map((r) => r.ms)
    console.log(
      `${file}: ${times.length} ${replay ? 'searches (all statements)' : 'ranked statements'}, ` +
        `mean ${(sum(times) / times.length).toFixed(2)} ms, p50 ${at(times, 0.5).toFixed(2)}, ` +
        `p90 ${at(times, 0.9).toFixed(2)}, p99 ${at(times, 0.99).toFixed(2)}, max ${at(times, 1).toFixed(2)}` +
        (replay
          ? ''
          : `; ${(sum(results[side].map((r) => r.buffers)) / times.length).toFixed(0)} buffers each`)
    )
  })
  if (!replay) console.log(`answers differing: ${differ} of ${a.length}`)
  await client.end()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
