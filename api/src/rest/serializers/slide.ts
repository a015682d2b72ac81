import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'
import type { SlideProductInfo, SlideWithProduct } from 'src/services/slides/slides'

import { Money } from '../contract'

export const SlideProductSchema = z
  .strictObject({
    id: z.number().int(),
    article: z.string(),
    name: z.string(),
    slug: z.string(),
    price: Money.describe('0 или -1 — «Цену уточняйте у менеджера»'),
    current_price: Money.describe('Цена сейчас, ₸'),
    last_price: Money.nullable().describe('Старая цена (зачёркнутая), если есть скидка'),
    image: z.string().nullable().describe('Адрес первой картинки товара'),
  })
  .meta({ id: 'SlideProduct', description: 'Товар на слайде: артикул, название, цена и картинка' })

const slideShape = {
  id: z.number().int(),
  kind: z.enum(['carousel', 'marketing', 'product']),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().describe('Адрес картинки слайда'),
  link: z.string().nullable().describe('Куда ведёт слайд: путь сайта или внешний адрес'),
  position: z.number().int(),
}

export const SlideSchema = z
  .strictObject({ ...slideShape, product: SlideProductSchema.nullable() })
  .meta({ id: 'Slide', description: 'Слайд карусели или маркетингового слайдера' })

export const ProductSlideSchema = z
  .strictObject({ ...slideShape, product: SlideProductSchema })
  .meta({ id: 'ProductSlide', description: 'Слайд слайдера товаров' })

function serializeSlideProduct(product: SlideProductInfo): z.input<typeof SlideProductSchema> {
  return {
    id: product.id,
    article: product.article,
    name: product.name,
    slug: product.slug,
    price: product.price,
    current_price: product.currentPrice,
    last_price: product.lastPrice,
    image: mediaUrl(product.image),
  }
}

/** Wire format of a carousel or marketing slide. */
export function serializeSlide(slide: SlideWithProduct): z.input<typeof SlideSchema> {
  return {
    id: slide.id,
    kind: slide.kind,
    title: slide.title,
    subtitle: slide.subtitle,
    image: mediaUrl(slide.image) ?? '',
    link: slide.link,
    position: slide.position,
    product: slide.product ? serializeSlideProduct(slide.product) : null,
  }
}

/** Wire format of a product slide (the service lists only slides with an active product). */
export function serializeProductSlide(slide: SlideWithProduct): z.input<typeof ProductSlideSchema> {
  if (!slide.product) throw new Error(`Product slide ${slide.id} has no product`)
  return { ...serializeSlide(slide), product: serializeSlideProduct(slide.product) }
}
