import { Link } from '@redwoodjs/router'

import { useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { brandCatalogPath, partnerPath } from 'src/lib/links'

import './PartnersGrid.css'

export interface PartnerTileData {
  id: number
  name: string
  logo?: string | null
  country?: string | null
}

/** Logos of the first two rows load at once; the rest when scrolled to. */
const EAGER_LOGOS = 8

/**
 * The brands we sell (menu «Бренды», /about/partners): logo, name and
 * country. The name links to the brand's page (its link covers the tile);
 * «Товары в каталоге» opens the catalogue filtered by the brand. The logo is
 * decorative: the name says whose it is.
 */
const PartnersGrid = ({ brands }: { brands: PartnerTileData[] }) => {
  const to = useLocalePath()
  const t = useAboutT()
  return (
    <ul className="partners-grid">
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <article className="partner-tile" aria-labelledby={`partner-${brand.id}`}>
            <h2 id={`partner-${brand.id}`} className="partner-tile__name">
              <Link to={to(partnerPath(brand.id))}>{brand.name}</Link>
            </h2>
            {brand.country ? <p className="partner-tile__country">{brand.country}</p> : null}
            <span className="partner-tile__logo">
              {brand.logo ? (
                <img
                  src={brand.logo}
                  alt=""
                  width={600}
                  height={240}
                  loading={index < EAGER_LOGOS ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ) : (
                <span className="partner-tile__initial" aria-hidden="true">
                  {brand.name.slice(0, 1)}
                </span>
              )}
            </span>
            <Link className="partner-tile__catalog" to={to(brandCatalogPath(brand.name))}>
              {t('about.partners.goods')}
              <span className="visually-hidden"> — {brand.name}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  )
}

export default PartnersGrid
