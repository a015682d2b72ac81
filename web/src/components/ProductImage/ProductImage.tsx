import { useState } from 'react'

export const PRODUCT_PLACEHOLDER = '/images/placeholder-product.svg'

interface ProductImageProps {
  images: { file: string; alt?: string }[]
  name: string
  width: number
  height: number
  className?: string
  /** Pictures above the fold load at once; the rest lazily. */
  eager?: boolean
  /**
   * The language of the alt text where it is not the page's: the api describes
   * a picture in its product name's language, so callers pass the name's mark
   * (`langOf(product.nameLang)`): a Russian alt on a Kazakh page is `lang="ru"`.
   */
  lang?: string
}

/** The first picture, or the placeholder when there is none or it fails (SPEC §9). */
const ProductImage = ({
  images,
  name,
  width,
  height,
  className,
  eager,
  lang,
}: ProductImageProps) => {
  const [failed, setFailed] = useState(false)
  const image = images[0]
  const src = !image || failed ? PRODUCT_PLACEHOLDER : image.file
  return (
    <img
      className={className}
      src={src}
      alt={image?.alt || name}
      lang={lang}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}

export default ProductImage
