import { createGraphQLHandler } from '@redwoodjs/graphql-server'

import directives from 'src/directives/**/*.{js,ts}'
import sdls from 'src/graphql/**/*.sdl.{js,ts}'
import services from 'src/services/**/*.{js,ts}'

import { getCurrentUser } from 'src/lib/auth'
import { sessionDecoder } from 'src/lib/authSession'
import { db } from 'src/lib/db'
import { useCrossSiteGuard } from 'src/lib/graphqlCrossSite'
import { logger } from 'src/lib/logger'

const authDecoder = sessionDecoder

export const handler = createGraphQLHandler({
  authDecoder,
  getCurrentUser,
  loggerConfig: { logger, options: {} },
  directives,
  extraPlugins: [useCrossSiteGuard()],
  sdls,
  services,
  onException: () => {
    // Disconnect from your database with an unhandled exception.
    db.$disconnect()
  },
})
