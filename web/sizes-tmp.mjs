// temporary analysis: per-source gzip bytes of a chunk (not committed)
import fs from 'node:fs'
import zlib from 'node:zlib'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'
const file = process.argv[2]
const code = fs.readFileSync(file, 'utf8')
const map = new TraceMap(JSON.parse(fs.readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const segs = []
eachMapping(map, (m) => segs.push(m))
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
const by = new Map()
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1]
  const line = lines[s.generatedLine - 1]
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : line.length
  const text = line.slice(s.generatedColumn, end)
  const key = (s.source || '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/web\/src\//, 'src/')
  by.set(key, (by.get(key) || '') + text)
}
const total = zlib.gzipSync(code, { level: 9 }).length
const rows = [...by].map(([k, t]) => [k, t.length, zlib.gzipSync(t, { level: 9 }).length])
const group = process.argv[3] === 'pkg'
const agg = new Map()
for (const [k, raw, gz] of rows) {
  const g = group ? (k.startsWith('nm:') ? k.split('/').slice(0, k.startsWith('nm:@') ? 2 : 1).join('/') : k.split('/').slice(0, 3).join('/')) : k
  const a = agg.get(g) || [0, 0]; a[0] += raw; a[1] += gz; agg.set(g, a)
}
console.log('total gzip', total)
for (const [k, [raw, gz]] of [...agg].sort((a, b) => b[1][1] - a[1][1]).slice(0, +(process.argv[4] || 60))) console.log(String(gz).padStart(7), String(raw).padStart(8), k)
