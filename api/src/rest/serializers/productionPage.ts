import type { ProductionPage } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const ProductionPageSchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string().describe('Один из 8 адресов раздела, например water-pumping-station'),
    title: z.string(),
    summary: z.string().describe('Краткое описание'),
    body: z.string().describe('Текст в Markdown'),
    image: z.string().nullable().describe('Адрес главной картинки'),
    gallery: z.array(z.string()).describe('Адреса остальных картинок'),
    position: z.number().int(),
  })
  .meta({ id: 'ProductionPage', description: 'Страница раздела «Производство»' })

export function serializeProductionPage(
  page: ProductionPage
): z.input<typeof ProductionPageSchema> {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    body: page.body,
    image: mediaUrl(page.image),
    gallery: page.gallery.map((image) => mediaUrl(image)).filter((url) => url !== null),
    position: page.position,
  }
}
