/* eslint-env node */
// Preloaded into the shop's processes by bench/exchange1c-import.mjs (NODE_OPTIONS=--require):
// once a second, the longest event-loop delay of this process's main thread in that second,
// appended to BENCH_EVENT_LOOP_FILE as `{ pid, script, at, maxMs }` — the api's own view of how
// long it was blocked, apart from the latency a request adds.
const fs = require('node:fs')
const { monitorEventLoopDelay } = require('node:perf_hooks')
const { isMainThread } = require('node:worker_threads')

const file = process.env.BENCH_EVENT_LOOP_FILE
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  const script = process.argv[1] || ''
  setInterval(() => {
    const line = { pid: process.pid, script, at: Date.now(), maxMs: histogram.max / 1e6 }
    histogram.reset()
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`)
  }, 1000).unref()
}
