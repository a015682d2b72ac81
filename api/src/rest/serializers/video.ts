import type { Video } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const VideoSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    url: z.string().describe('Адрес видео на видеохостинге'),
    preview: z.string().nullable().describe('Адрес картинки-превью'),
    position: z.number().int(),
  })
  .meta({ id: 'Video', description: 'Видео с канала компании' })

export function serializeVideo(video: Video): z.input<typeof VideoSchema> {
  return {
    id: video.id,
    title: video.title,
    url: video.url,
    preview: mediaUrl(video.preview),
    position: video.position,
  }
}
