import type { Brand } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'

export const BrandSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    is_featured: z.boolean().describe('Один из избранных брендов каталога'),
    logo: z.string().nullable().describe('Адрес логотипа'),
    description: z.string(),
    country: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'Brand', description: 'Бренд (производитель) товаров' })

export function serializeBrand(brand: Brand): z.input<typeof BrandSchema> {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    is_featured: brand.isFeatured,
    logo: mediaUrl(brand.logo),
    description: brand.description,
    country: brand.country,
    website: brand.website,
  }
}
