import { Link } from '@redwoodjs/router'

import { useUi } from 'src/components/ShopState/UiProvider'
import { useContentBlock, useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { Button } from 'src/components/ui/Button'
import { useLocalePath, useT } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

import './SiteFooter.css'

/** Titles and link labels are message ids (web/src/locales). */
const COLUMNS = [
  {
    title: 'footer.buyers',
    links: [
      { label: 'footer.catalog', to: '/precatalog' },
      { label: 'menu.production', to: '/production' },
      { label: 'menu.delivery', to: '/delivery' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'menu.about-us', to: '/about/about-us' },
      { label: 'menu.news', to: '/about/news' },
      { label: 'menu.certificate', to: '/about/certificate' },
    ],
  },
  {
    title: 'footer.more',
    links: [
      { label: 'menu.objects', to: '/objects' },
      { label: 'menu.service', to: '/service' },
      { label: 'footer.contacts', to: '/contacts' },
    ],
  },
]

const SOCIAL_LABELS: Record<string, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
}

interface AdvantageItem {
  key: string
  title: string
  text: string
}

const advantagesOf = (data: unknown): AdvantageItem[] => {
  const items = (data as { items?: unknown } | null)?.items
  return Array.isArray(items)
    ? items.filter(
        (i): i is AdvantageItem => typeof i?.title === 'string' && typeof i?.text === 'string'
      )
    : []
}

/** SPEC §2 footer: advantages (not in the cart layout), columns, contacts, call-me-back. */
const SiteFooter = ({ withAdvantages = true }: { withAdvantages?: boolean }) => {
  const contacts = useSiteContacts()
  const advantages = useContentBlock('advantages')
  const { openCallback } = useUi()
  const t = useT()
  const to = useLocalePath()
  const items = withAdvantages ? advantagesOf(advantages.block?.data) : []
  return (
    <footer className="site-footer">
      {items.length ? (
        <section className="site-footer__advantages" aria-label={t('footer.advantages')}>
          {items.map((item) => (
            <div key={item.key} className="site-footer__advantage">
              <h2 className="site-footer__advantage-title">{item.title}</h2>
              <p>{item.text}</p>
            </div>
          ))}
        </section>
      ) : null}
      <div className="site-footer__main">
        {COLUMNS.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={t(column.title)}>
            <h2 className="site-footer__title">{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={to(link.to)}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section
          className="site-footer__column site-footer__contacts"
          aria-label={t('footer.contacts')}
        >
          <h2 className="site-footer__title">{t('footer.contacts')}</h2>
          {contacts ? (
            <address>
              <a href={`tel:${contacts.phoneE164}`} className="site-footer__phone">
                {contacts.phone}
              </a>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              <span>{contacts.hours}</span>
              <span>{contacts.address}</span>
            </address>
          ) : null}
          <Button variant="link" onClick={openCallback}>
            {t('footer.callMeBack')}
          </Button>
          {contacts ? (
            <ul className="site-footer__social">
              {contacts.messengers.whatsapp ? (
                <li>
                  <a href={contacts.messengers.whatsapp} target="_blank" rel="noopener noreferrer">
                    WhatsApp
                  </a>
                </li>
              ) : null}
              {Object.entries(contacts.socials).map(([key, href]) => (
                <li key={key}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[key] ?? key}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <p className="site-footer__legal">
        {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
        <Link to={to(PATHS.home)}>{t('footer.home')}</Link> ·{' '}
        <Link to={to('/policy')}>{t('footer.policy')}</Link>
      </p>
    </footer>
  )
}

export default SiteFooter
