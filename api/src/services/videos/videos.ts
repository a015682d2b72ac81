import type { Video as VideoRow } from '@prisma/client'
import type { QueryResolvers, VideoRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import type { FieldLangs } from 'src/lib/domain/localizedText'
import { mediaUrl } from 'src/lib/media'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

/** A video as a reader gets it: its title in the request's language, and which. */
export type VideoRead = VideoRow & FieldLangs<'title'>

/**
 * Videos of the company channel, hidden ones left out, in display order,
 * titled in the request's language (issue 33; empty Kazakh: Russian)
 * (GraphQL `videos`, REST /video/).
 */
export async function listVideos(): Promise<VideoRead[]> {
  const rows = await db.video.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  return rows.map((row) => inRequestLocale(row, ['title']))
}

export const videos: QueryResolvers['videos'] = () => listVideos()

/** Field resolvers: stored media paths become public addresses, as in REST; the title's language. */
export const Video: VideoRelationResolvers = {
  ...langResolvers(['title']),
  preview: (_args, { root }) => mediaUrl(root.preview),
}
