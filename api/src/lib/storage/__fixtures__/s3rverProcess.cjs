// A local S3-compatible server for the tests (s3rver, from the npm registry):
// started by __fixtures__/s3rver.ts in a child process on 127.0.0.1 and a
// free port, with its data in a temporary folder. Prints {"port": …} once it
// listens; stops (and removes its folder) when its parent closes stdin or
// sends SIGTERM. It runs with --openssl-legacy-provider: s3rver signs
// ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only has there.
'use strict'
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const S3rver = require('@20minutes/s3rver')

const buckets = (process.argv[2] || 'test').split(',').filter(Boolean)
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  // s3rver computes some canonical query strings differently from the SDK
  // (ListObjectsV2 with a prefix): credentials are still required, the
  // signature is not compared.
  allowMismatchedSignatures: true,
  configureBuckets: buckets.map((name) => ({ name })),
})

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  process.stdin.destroy()
  const done = () => {
    fs.rmSync(directory, { recursive: true, force: true })
    process.exit(0)
  }
  server.close().then(done, done)
  setTimeout(done, 2000)
}

server.run().then(
  (address) => process.stdout.write(JSON.stringify({ port: address.port }) + '\n'),
  (error) => {
    process.stderr.write(`s3rver failed to start: ${error.stack || error}\n`)
    fs.rmSync(directory, { recursive: true, force: true })
    process.exit(1)
  }
)
process.stdin.on('end', stop)
process.stdin.on('error', stop)
process.stdin.resume()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
