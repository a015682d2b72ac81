import type { News as NewsRow } from '@prisma/client'
import type { NewsRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import { published } from 'src/lib/newsVisibility'
import { findPage } from 'src/lib/paging'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

export const NEWS_PAGE_RULES: PageRules = { defaultPageSize: 9, maxPageSize: 100 }

/** A news item in the request's language (lib/textLocale). */
const newsInRequestLocale = (row: NewsRow) => inRequestLocale(row, ['title', 'summary', 'body'])
export type LocalizedNews = ReturnType<typeof newsInRequestLocale>

/** Published news, newest first (GraphQL `newsList`, REST /news/). */
export async function listNews(input: RawPageRequest): Promise<Page<LocalizedNews>> {
  const where = published(new Date())
  const page = await findPage(input, NEWS_PAGE_RULES, (window) => [
    db.news.count({ where }),
    db.news.findMany({
      where,
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      ...window,
    }),
  ])
  return { ...page, results: page.results.map(newsInRequestLocale) }
}

/** One published news item (REST /news/{id}/); 404 when there is none or it is not published. */
export async function getNews(id: number): Promise<LocalizedNews> {
  const item = await db.news.findFirst({ where: { id, ...published(new Date()) } })
  if (!item) throw new NotFoundError()
  return newsInRequestLocale(item)
}

export const newsList: QueryResolvers['newsList'] = (args) => listNews(args)

export const newsItem: QueryResolvers['newsItem'] = ({ id }) => getNews(id)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const News: NewsRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  gallery: (_args, { root }) => root.gallery.map((image) => mediaUrl(image)!),
  ...langResolvers(['title', 'summary', 'body']),
}
