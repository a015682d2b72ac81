import { cityIn } from '@domain/cityNames'

import { Link } from '@redwoodjs/router'

import { useLocale, useLocalePath, useTextLang } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { objectsPath } from 'src/lib/links'

import './ObjectFilters.css'

export interface ObjectTypeOption {
  id: number
  name: string
  /** The language `name` is in (the api's `nameLang`). */
  nameLang?: string | null
  slug: string
}

/** The type named in ?type= by slug, name or id (the api accepts all three), or none. */
export function selectedType<T extends ObjectTypeOption>(
  types: T[],
  value?: string | null
): T | undefined {
  const wanted = value?.trim()
  if (!wanted) return undefined
  return types.find(
    (type) => type.slug === wanted || type.name === wanted || String(type.id) === wanted
  )
}

const collator = new Intl.Collator('ru')

/** The cities of the objects, each once, in alphabetical order. */
export const locationsOf = (objects: { location: string }[]): string[] =>
  [...new Set(objects.map((object) => object.location.trim()).filter(Boolean))].sort(
    collator.compare
  )

const sameCity = (a?: string | null, b?: string | null) =>
  !!a && !!b && a.toLocaleLowerCase('ru') === b.toLocaleLowerCase('ru')

export interface ObjectFiltersProps {
  types: ObjectTypeOption[]
  locations: string[]
  /** The chosen type's slug. */
  currentType?: string | null
  currentLocation?: string | null
}

/**
 * The objects list's filters as links, so that each view has its address:
 * the type in ?type= (tabs), the city in /objects/location/{city}. Choosing
 * one keeps the other and goes back to the first page.
 */
const ObjectFilters = ({ types, locations, currentType, currentLocation }: ObjectFiltersProps) => {
  const to = useLocalePath()
  const t = usePagesT()
  const langOf = useTextLang()
  const locale = useLocale()
  const location = currentLocation || null
  const type = currentType || null
  return (
    <div className="object-filters">
      <nav aria-label={t('objects.type')}>
        <ul className="object-filters__tabs">
          <li>
            <Link
              className="object-filters__tab"
              to={to(objectsPath({ location }))}
              aria-current={type ? undefined : 'page'}
            >
              {t('objects.allTab')}
            </Link>
          </li>
          {types.map((option) => (
            <li key={option.id}>
              <Link
                className="object-filters__tab"
                to={to(objectsPath({ type: option.slug, location }))}
                aria-current={option.slug === type ? 'page' : undefined}
                lang={langOf(option.nameLang)}
              >
                {option.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {locations.length ? (
        <nav aria-label={t('objects.city')} className="object-filters__cities">
          <span className="object-filters__label" aria-hidden="true">
            {t('objects.cityLabel')}
          </span>
          <ul>
            <li>
              <Link
                className="object-filters__city"
                to={to(objectsPath({ type }))}
                aria-current={location ? undefined : 'page'}
              >
                {t('objects.allCities')}
              </Link>
            </li>
            {locations.map((city) => (
              <li key={city}>
                <Link
                  className="object-filters__city"
                  to={to(objectsPath({ type, location: city }))}
                  aria-current={sameCity(city, location) ? 'page' : undefined}
                >
                  {cityIn(locale, city)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

export default ObjectFilters
