import type { Category } from '@prisma/client'

import { mediaUrl } from 'src/lib/media'

/** Wire format of a category, as the old site's /api/v1 answered it. */
export function serializeCategory(category: Category) {
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

export type CategoryBody = ReturnType<typeof serializeCategory>
