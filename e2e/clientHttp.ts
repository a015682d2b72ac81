import http from 'node:http'

/**
 * Raw HTTP from a chosen loopback source address, so that one test can be
 * several shoppers: Linux answers for all of 127.0.0.0/8, and the servers
 * listen on it (scripts/cli/serve.mjs: '::' takes IPv4 too).
 */
export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export interface SendOptions {
  method?: string
  /** Source address of the connection, e.g. 127.23.4.5. */
  from: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean
  /** Give up (the promise rejects) when no answer has come within this many ms. */
  timeoutMs?: number
}

/** `base` is an origin such as http://localhost:8910; connections go to 127.0.0.1 on its port. */
export function send(base: string, path: string, options: SendOptions): Promise<Answer> {
  const origin = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(origin.port || 80),
        localAddress: options.from,
        method: options.method ?? 'GET',
        path,
        agent: false,
        headers: {
          host: origin.host,
          ...(options.body !== undefined && !options.chunked
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          })
        )
        response.on('error', reject)
      }
    )
    // Strict: a server that answers mid-upload and then closes makes this fail (EPIPE),
    // as it can make a browser show a network error instead of the answer.
    request.on('error', reject)
    const { timeoutMs } = options
    if (timeoutMs) {
      request.setTimeout(timeoutMs, () =>
        request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`))
      )
    }
    if (options.body === undefined) {
      request.end()
      return
    }
    if (!options.chunked) {
      request.end(options.body)
      return
    }
    // In pieces, as a browser streams a file: the server sees no length in advance.
    const body = Buffer.from(options.body)
    const piece = 256 * 1024
    let offset = 0
    const next = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + piece)
        offset += piece
        if (!request.write(chunk)) {
          request.once('drain', next)
          return
        }
      }
      request.end()
    }
    next()
  })
}

/** A random loopback address other than 127.0.0.1: a fresh shopper each run. */
export function randomLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 253)
  return `127.${byte()}.${byte()}.${byte()}`
}

/** A multipart/form-data body with one file of `size` bytes. */
export function multipartFile(size: number, name = 'order.xlsx') {
  const boundary = `----akvatoria${Date.now()}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n'
    ),
    Buffer.alloc(size, 0x41),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
