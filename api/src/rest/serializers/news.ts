import type { News } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const NewsSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    summary: z.string().describe('Краткий анонс'),
    body: z.string().describe('Текст в Markdown'),
    image: z.string().nullable().describe('Адрес главной картинки'),
    gallery: z.array(z.string()).describe('Адреса остальных картинок'),
    is_promo: z.boolean().describe('Акция, а не новость'),
    published_at: z.string().describe('Дата публикации, ISO 8601'),
  })
  .meta({ id: 'News', description: 'Новость или акция' })

export function serializeNews(news: News): z.input<typeof NewsSchema> {
  return {
    id: news.id,
    title: news.title,
    slug: news.slug,
    summary: news.summary,
    body: news.body,
    image: mediaUrl(news.image),
    gallery: news.gallery.map((image) => mediaUrl(image)).filter((url) => url !== null),
    is_promo: news.isPromo,
    published_at: news.publishedAt.toISOString(),
  }
}
