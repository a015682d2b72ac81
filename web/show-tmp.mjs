import fs from 'node:fs'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'
const [file, needle] = process.argv.slice(2)
const code = fs.readFileSync(file, 'utf8'); const lines = code.split('\n')
const map = new TraceMap(JSON.parse(fs.readFileSync(file + '.map', 'utf8')))
const segs = []; eachMapping(map, (m) => segs.push(m))
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
let out = ''
for (let i = 0; i < segs.length; i++) { const s = segs[i], n = segs[i + 1]; if (!(s.source || '').includes(needle)) continue
  const line = lines[s.generatedLine - 1]; out += line.slice(s.generatedColumn, n && n.generatedLine === s.generatedLine ? n.generatedColumn : line.length) }
console.log(out.slice(0, 6000))
