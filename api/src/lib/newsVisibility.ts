import type { Prisma } from '@prisma/client'

/**
 * Published news: switched on and with a publication time that has come. Its
 * own module (not the news service) so the sitemap, and the web side's
 * prerender hooks through it, need no GraphQL types.
 */
export const published = (now: Date): Prisma.NewsWhereInput => ({
  isPublished: true,
  publishedAt: { lte: now },
})
