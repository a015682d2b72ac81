import type { Video as VideoRow } from '@prisma/client'
import type { QueryResolvers, VideoRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { mediaUrl } from 'src/lib/media'

/** Videos of the company channel, hidden ones left out, in display order (GraphQL `videos`, REST /video/). */
export function listVideos(): Promise<VideoRow[]> {
  return db.video.findMany({
    where: { isActive: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
}

export const videos: QueryResolvers['videos'] = () => listVideos()

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Video: VideoRelationResolvers = {
  preview: (_args, { root }) => mediaUrl(root.preview),
}
