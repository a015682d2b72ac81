import type { Category } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const CategorySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    kind: z
      .enum(['regular', 'promo'])
      .describe('promo — «Акции»: товары со скидкой из всех разделов'),
    position: z.number().int(),
    is_on_main: z.boolean(),
    is_popular: z.boolean(),
    image: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: 'Category', description: 'Раздел каталога' })

/** Wire format of a category, as the old site's /api/v1 answered it. */
export function serializeCategory(category: Category): z.input<typeof CategorySchema> {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    kind: category.kind,
    position: category.position,
    is_on_main: category.isOnMain,
    is_popular: category.isPopular,
    image: mediaUrl(category.image),
    description: category.description,
  }
}
