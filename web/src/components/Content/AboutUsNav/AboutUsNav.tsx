import { Link } from '@redwoodjs/router'

import { useLocalePath } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'
import { PATHS } from 'src/lib/links'

import './AboutUsNav.css'

export type AboutSection = 'aboutUs' | 'events' | 'news' | 'certificates' | 'partners'

/** The «О нас» screens in the order of the header's menu (SPEC §2 Header; partners are «Бренды»). */
export const ABOUT_SECTIONS: { key: AboutSection; to: string }[] = [
  { key: 'aboutUs', to: PATHS.aboutUs },
  { key: 'events', to: PATHS.aboutUsEvents },
  { key: 'news', to: PATHS.news },
  { key: 'certificates', to: PATHS.certificate },
  { key: 'partners', to: PATHS.partners },
]

/**
 * Links between the «О нас» screens. The current screen is marked
 * aria-current="page"; on a news item or a brand page its list is the
 * current section (aria-current="true") and stays a link back.
 */
const AboutUsNav = ({ current, inside = false }: { current: AboutSection; inside?: boolean }) => {
  const localized = useLocalePath()
  const t = useAboutT()
  return (
    <nav className="about-nav" aria-label={t('about.nav.label')}>
      <ul className="about-nav__list">
        {ABOUT_SECTIONS.map(({ key, to }) => {
          const label = t(`about.nav.${key}`)
          const isCurrent = key === current
          return (
            <li key={key}>
              <Link
                to={localized(to)}
                className={`about-nav__link${isCurrent ? ' about-nav__link--current' : ''}`}
                aria-current={isCurrent ? (inside ? 'true' : 'page') : undefined}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export default AboutUsNav
