import { Link } from '@redwoodjs/router'

import { ButtonLink } from 'src/components/ui/Button'
import { buttonVariants } from 'src/components/ui/buttonVariants'
import { useLocalePath, useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS, brandCatalogPath } from 'src/lib/links'

import './PartnersBrand.css'

export interface PartnersBrandData {
  id: number
  name: string
  logo?: string | null
  description: string
  /** The language `description` is in (the api's `descriptionLang`): a Russian fallback on a Kazakh page is marked. */
  descriptionLang?: string | null
  country?: string | null
  website?: string | null
}

const isWebAddress = (value?: string | null): value is string =>
  !!value && /^https?:\/\//i.test(value)

/** One brand: logo, name, country, what we sell of it, and its goods in the catalogue. */
const PartnersBrand = ({ brand }: { brand: PartnersBrandData }) => {
  const to = useLocalePath()
  const t = useAboutT()
  const langOf = useTextLang()
  return (
    <article className="partner-brand" aria-labelledby="partner-brand-title">
      <p className="partner-brand__back">
        <Link to={to(PATHS.partners)}>{t('about.partners.all')}</Link>
      </p>
      <div className="partner-brand__head">
        <div>
          <h1 id="partner-brand-title" className="page__title partner-brand__title">
            {brand.name}
          </h1>
          {brand.country ? (
            <p className="partner-brand__country">
              {t('about.partners.country', { country: brand.country })}
            </p>
          ) : null}
        </div>
        {brand.logo ? (
          <img
            className="partner-brand__logo"
            src={brand.logo}
            alt={t('about.partners.logo', { name: brand.name })}
            width={600}
            height={240}
            decoding="async"
          />
        ) : null}
      </div>
      {brand.description ? (
        <p className="partner-brand__text" lang={langOf(brand.descriptionLang)}>
          {brand.description}
        </p>
      ) : null}
      <p className="partner-brand__actions">
        <ButtonLink to={to(brandCatalogPath(brand.name))}>
          {t('about.partners.goodsOf', { name: brand.name })}
        </ButtonLink>
        {isWebAddress(brand.website) ? (
          <a
            className={buttonVariants({ variant: 'secondary' })}
            href={brand.website}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('about.partners.website')}
            <span className="visually-hidden">
              {' '}
              {t('about.partners.newTab', { name: brand.name })}
            </span>
          </a>
        ) : null}
      </p>
    </article>
  )
}

export default PartnersBrand
