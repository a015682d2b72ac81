import { useState } from 'react'

import { differingCharacteristics } from '@domain/compare'

import { Link } from '@redwoodjs/router'

import {
  AddToCartButton,
  ProductCardPrice,
  type ProductCardData,
} from 'src/components/ProductCard/ProductCard'
import ProductImage from 'src/components/ProductImage/ProductImage'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { productPath } from 'src/lib/links'

import './CompareTable.css'

/** A product column: the card's fields and the characteristics compared row by row. */
export type CompareProductData = ProductCardData & {
  characteristics: {
    name: string
    /** The language `name` is in (the api's `nameLang`). */
    nameLang?: string | null
    value: string
    /** The language `value` is in (the api's `valueLang`). */
    valueLang?: string | null
    unit?: string | null
  }[]
}

interface Props {
  subcategory: string
  products: CompareProductData[]
  onRemove: (article: string) => void
}

const valueOf = (product: CompareProductData, name: string) => {
  const row = product.characteristics.find((item) => item.name === name)
  if (!row) return '—'
  return row.unit ? `${row.value} ${row.unit}` : row.value
}

/** Characteristics side by side; rows whose values differ are marked (SPEC §2 compare). */
const CompareTable = ({ subcategory, products, onRemove }: Props) => {
  const to = useLocalePath()
  const t = useCatalogueT()
  const langOf = useTextLang()
  const [onlyDiffering, setOnlyDiffering] = useState(false)
  const differing = differingCharacteristics(products)
  const names = [...new Set(products.flatMap((p) => p.characteristics.map((c) => c.name)))]
  // A name is one language in every column (the api reads one characteristic's name).
  const nameLang = (name: string) =>
    langOf(products.flatMap((p) => p.characteristics).find((row) => row.name === name)?.nameLang)
  const valueLang = (product: CompareProductData, name: string) =>
    langOf(product.characteristics.find((row) => row.name === name)?.valueLang)
  const rows = onlyDiffering ? names.filter((name) => differing.has(name)) : names
  return (
    <div className="compare-table">
      <label className="compare-table__toggle">
        <input
          type="checkbox"
          checked={onlyDiffering}
          onChange={(event) => setOnlyDiffering(event.target.checked)}
        />{' '}
        {t('compare.onlyDiffering')}
      </label>
      <div className="compare-table__scroll">
        <table>
          <caption className="visually-hidden">{t('compare.caption', { subcategory })}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.article} scope="col">
                  <ProductImage
                    images={product.images}
                    name={product.name}
                    width={120}
                    height={120}
                    lang={langOf(product.nameLang)}
                  />
                  <Link
                    to={to(productPath(product.article))}
                    className="compare-table__name"
                    lang={langOf(product.nameLang)}
                  >
                    {product.name}
                  </Link>
                  <ProductCardPrice product={product} />
                  <p className="compare-table__stock">
                    {product.balance.some((line) => line.isAvailable)
                      ? t('product.inStock')
                      : t('product.outOfStock')}
                  </p>
                  <div className="compare-table__actions">
                    <AddToCartButton product={product} />
                    <Button
                      variant="link"
                      aria-label={t('compare.removeOf', { name: product.name })}
                      onClick={() => onRemove(product.article)}
                    >
                      {t('compare.remove')}
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((name) => (
              <tr
                key={name}
                className={differing.has(name) ? 'compare-table__row--differs' : undefined}
              >
                <th scope="row">
                  <span lang={nameLang(name)}>{name}</span>
                  {differing.has(name) ? (
                    <span className="visually-hidden">{t('compare.differs')}</span>
                  ) : null}
                </th>
                {products.map((product) => (
                  <td key={product.article} lang={valueLang(product, name)}>
                    {valueOf(product, name)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!rows.length ? (
        <p className="cell-status">{onlyDiffering ? t('compare.same') : t('compare.none')}</p>
      ) : null}
    </div>
  )
}

export default CompareTable
