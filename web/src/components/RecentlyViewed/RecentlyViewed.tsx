import { Link } from '@redwoodjs/router'

import { ProductCardPrice, type ProductCardData } from 'src/components/ProductCard/ProductCard'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { productPath } from 'src/lib/links'

import './RecentlyViewed.css'

/** SPEC §4 "Recently viewed": the newest first, as kept in the browser. */
const RecentlyViewed = ({ products }: { products: ProductCardData[] }) => {
  const to = useLocalePath()
  const t = useCatalogueT()
  const langOf = useTextLang()
  if (!products.length) return null
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t('product.recentlyViewed')}</h2>
      <ul className="recently-viewed__list">
        {products.map((item) => (
          <li key={item.article} className="recently-viewed__item">
            <ProductImage
              images={item.images}
              name={item.name}
              width={120}
              height={120}
              lang={langOf(item.nameLang)}
            />
            <Link
              to={to(productPath(item.article))}
              className="recently-viewed__name"
              lang={langOf(item.nameLang)}
            >
              {item.name}
            </Link>
            <ProductCardPrice product={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export default RecentlyViewed
