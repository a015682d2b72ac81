import { createServer } from '@redwoodjs/api-server'

import { logger } from 'src/lib/logger'
import { securityHeadersOnSend } from 'src/lib/securityHeaders'

/**
 * The api server (`yarn rw serve`, `yarn rw dev`). Redwood's own server
 * reads multipart/form-data bodies as UTF-8 text (its content-type parser
 * and fastify-raw-body's `rawBody`, from which the Lambda event is built),
 * which breaks binary uploads (order files, .xlsx). Here they stay bytes and
 * reach the functions base64-encoded (`isBase64Encoded`). 6 MB is the 5 MB
 * file limit plus the multipart envelope; larger bodies are refused (413).
 */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024

async function main() {
  const server = await createServer({
    logger,
    configureApiServer: (fastify) => {
      fastify.removeContentTypeParser('multipart/form-data')
      fastify.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
        (_request, body, done) => done(null, body)
      )
      // Security headers of REST, /auth, media, seo and the server's own errors (GraphQL: its Yoga plugin).
      fastify.addHook('onSend', securityHeadersOnSend)
      fastify.addHook('preHandler', async (request) => {
        if (Buffer.isBuffer(request.body)) {
          ;(request as unknown as { rawBody: Buffer }).rawBody = request.body
        }
      })
    },
  })
  await server.start()
}

main()
