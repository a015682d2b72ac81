#!/usr/bin/env node
/* eslint-env node, es2022 */
// The built shop, as production runs it: the api server (api/dist/server.js,
// port 8911, reads .env itself) and the web server of ./web-server.mjs on 8910.
// Needs `yarn rw build` first. Used by Playwright and bench/web.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { ROOT } from './bootstrap.mjs'
import { createWebServer } from './web-server.mjs'

const api = spawn('node', ['dist/server.js'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: process.env,
})
api.on('exit', (code) => process.exit(code ?? 1))

const apiTarget = process.env.API_PROXY_TARGET || 'http://localhost:8911'
const webPort = Number(process.env.WEB_PORT || 8910)
const web = await createWebServer({ apiTarget })
// '::' takes IPv4 too, from any local address (the e2e suite's shoppers come from 127.0.0.x).
await web.listen({ port: webPort, host: process.env.WEB_HOST || '::' })
console.log(`Shop served: web http://localhost:${webPort}  api ${apiTarget}`)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    api.kill(signal)
    await web.close()
    process.exit(0)
  })
}
