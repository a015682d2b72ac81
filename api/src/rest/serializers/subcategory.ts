import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'
import type { SubcategoryWithCategory } from 'src/services/subcategories/subcategories'

export const SubcategorySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category: z.number().int().describe('id раздела'),
    category_name: z.string().describe('Название раздела'),
    category_slug: z.string(),
    position: z.number().int(),
    image: z.string().nullable().describe('Адрес картинки'),
  })
  .meta({ id: 'Subcategory', description: 'Подкатегория раздела каталога' })

export function serializeSubcategory(
  subcategory: SubcategoryWithCategory
): z.input<typeof SubcategorySchema> {
  return {
    id: subcategory.id,
    name: subcategory.name,
    slug: subcategory.slug,
    category: subcategory.category.id,
    category_name: subcategory.category.name,
    category_slug: subcategory.category.slug,
    position: subcategory.position,
    image: mediaUrl(subcategory.image),
  }
}
