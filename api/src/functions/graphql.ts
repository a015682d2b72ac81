import { createGraphQLHandler } from '@redwoodjs/graphql-server'

import directives from 'src/directives/**/*.{js,ts}'
import sdls from 'src/graphql/**/*.sdl.{js,ts}'
import services from 'src/services/**/*.{js,ts}'

import { getCurrentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { useCrossSiteGuard } from 'src/lib/graphqlCrossSite'
import { useTextLocale } from 'src/lib/graphqlLocale'
import { useRequestContract } from 'src/lib/graphqlRequestContract'
import { graphqlSessionDecoder, useClearDeadSession } from 'src/lib/graphqlSession'
import { logger } from 'src/lib/logger'
import { useSecurityHeaders } from 'src/lib/securityHeaders'

// A GET is a guest (lib/graphqlSession): the session counts on POST only.
const authDecoder = graphqlSessionDecoder

export const handler = createGraphQLHandler({
  authDecoder,
  getCurrentUser,
  loggerConfig: { logger, options: {} },
  directives,
  extraPlugins: [
    useCrossSiteGuard(),
    useRequestContract(),
    useClearDeadSession(),
    useSecurityHeaders(),
    useTextLocale(),
  ],
  // Redwood's default depth of 6 refuses the cart's own shape
  // (myCart → lines → product → balance → shop → address → address, as the
  // old API nests a shop's address); 8 leaves room for it and nothing deeper.
  armorConfig: { maxDepth: { n: 8 } },
  sdls,
  services,
  onException: () => {
    // Disconnect from your database with an unhandled exception.
    db.$disconnect()
  },
})
