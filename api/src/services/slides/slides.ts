import type { Prisma, Slide as SlideRow, SlideKind } from '@prisma/client'
import type { QueryResolvers, SlideProductResolvers, SlideRelationResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import type { FieldLangs, TextLocale } from 'src/lib/domain/localizedText'
import { mediaUrl } from 'src/lib/media'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'
import { pricedForViewer, typePricesInclude, viewerPriceView } from 'src/modules/pricing'

/** What a slide shows of its product: article, name, prices and the first picture. */
export interface SlideProductInfo {
  id: number
  article: string
  name: string
  /** The language `name` is in (the Kazakh name falls back to the Russian one). */
  nameLang: TextLocale
  slug: string
  price: number
  currentPrice: number
  lastPrice: number | null
  /** Stored media path of the product's first image, or null. */
  image: string | null
}

const SLIDE_TEXTS = ['title', 'subtitle'] as const
type LocalizedSlide = SlideRow & FieldLangs<(typeof SLIDE_TEXTS)[number]>

export type SlideWithProduct = LocalizedSlide & { product: SlideProductInfo | null }

const withProduct = {
  product: {
    include: {
      images: { orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1 },
      ...typePricesInclude,
    },
  },
} satisfies Prisma.SlideInclude

type SlideWithProductRow = Prisma.SlideGetPayload<{ include: typeof withProduct }>

/** A slide's product priced for the viewer (a wholesale buyer sees their price on the banner too). */
function toSlide({ product: row, ...slide }: SlideWithProductRow): SlideWithProduct {
  const product = row && pricedForViewer(inRequestLocale(row, ['name']), viewerPriceView())
  return {
    ...inRequestLocale(slide, SLIDE_TEXTS),
    product:
      product && product.isActive
        ? {
            id: product.id,
            article: product.article,
            name: product.name,
            nameLang: product.nameLang,
            slug: product.slug,
            price: product.price.toNumber(),
            currentPrice: product.currentPrice.toNumber(),
            lastPrice: product.lastPrice?.toNumber() ?? null,
            image: product.images[0]?.file ?? null,
          }
        : null,
  }
}

/**
 * Active slides of one kind in display order (GraphQL `slides`, REST
 * /carousel, /slider/marketings, /slider/product). A product slide whose
 * product is gone or inactive is not shown.
 */
export async function listSlides(kind: SlideKind): Promise<SlideWithProduct[]> {
  const where: Prisma.SlideWhereInput = { kind, isActive: true }
  if (kind === 'product') where.product = { is: { isActive: true } }
  const rows = await db.slide.findMany({
    where,
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    include: withProduct,
  })
  return rows.map(toSlide)
}

export const slides: QueryResolvers['slides'] = ({ kind }) => listSlides(kind)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Slide: SlideRelationResolvers = {
  image: (_args, { root }) => mediaUrl(root.image),
  ...langResolvers(SLIDE_TEXTS),
}

export const SlideProduct: Pick<SlideProductResolvers, 'image'> = {
  image: (_args, { root }) => mediaUrl(root.image),
}
