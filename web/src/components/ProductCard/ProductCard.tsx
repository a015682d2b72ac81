import { Link } from '@redwoodjs/router'

import PriceBlock from 'src/components/PriceBlock/PriceBlock'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { useCart } from 'src/components/ShopState/CartProvider'
import { useCompare } from 'src/components/ShopState/CompareProvider'
import { Button } from 'src/components/ui/Button'
import { productPath } from 'src/lib/links'

import './ProductCard.css'

export interface ProductCardData {
  id: number
  article: string
  name: string
  currentPrice: number
  lastPrice?: number | null
  /** Retail for reference, sent only to a viewer whose price type gives another price. */
  retailPrice?: number | null
  images: { file: string; alt: string }[]
  subcategory?: { name: string } | null
  balance: { isAvailable: boolean }[]
}

/** A product in a listing: picture, name, price, availability, cart and compare. */
const ProductCard = ({
  product,
  layout = 'grid',
}: {
  product: ProductCardData
  layout?: 'grid' | 'list'
}) => {
  const cart = useCart()
  const compare = useCompare()
  const inStock = product.balance.some((line) => line.isAvailable)
  const compared = compare.isCompared(product.article)
  const subcategory = product.subcategory?.name ?? 'Без подраздела'
  return (
    <article
      className={`product-card product-card--${layout}`}
      aria-labelledby={`product-${product.id}`}
    >
      <Link
        to={productPath(product.article)}
        className="product-card__image-link"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          images={product.images}
          name={product.name}
          width={200}
          height={200}
          className="product-card__image"
        />
      </Link>
      <div className="product-card__body">
        <h3 id={`product-${product.id}`} className="product-card__name">
          <Link to={productPath(product.article)}>{product.name}</Link>
        </h3>
        <p className="product-card__article">Артикул: {product.article}</p>
        <PriceBlock
          price={product.currentPrice}
          lastPrice={product.lastPrice}
          retailPrice={product.retailPrice}
        />
        <p className={`product-card__stock${inStock ? ' product-card__stock--in' : ''}`}>
          {inStock ? 'В наличии' : 'Нет в наличии'}
        </p>
        <div className="product-card__actions">
          <Button
            size="small"
            onClick={() => cart.add(product.article)}
            aria-label={`В корзину: ${product.name}`}
          >
            В корзину
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-pressed={compared}
            aria-label={`${compared ? 'Убрать из сравнения' : 'Сравнить'}: ${product.name}`}
            onClick={() => compare.toggle(subcategory, product.article)}
          >
            {compared ? 'В сравнении' : 'Сравнить'}
          </Button>
        </div>
      </div>
    </article>
  )
}

export default ProductCard
