import type { SiteContacts } from 'src/components/SiteContent/useContentBlock'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'

import './ContactFacts.css'

interface Props {
  /** The editors' `contacts` block; null while it loads or when it is missing. */
  contacts: SiteContacts | null
  onCallback: () => void
}

const MESSENGERS: Record<string, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram' }

/** /contacts: how to reach the company, without a map (SPEC §2), and the call-me-back button. */
const ContactFacts = ({ contacts, onCallback }: Props) => {
  const t = usePagesT()
  return (
    <section className="contact-facts" aria-labelledby="contact-facts-title">
      <h2 id="contact-facts-title" className="contact-facts__title">
        {t('contacts.title')}
      </h2>
      {contacts ? (
        <dl className="contact-facts__list">
          {contacts.phone ? (
            <div>
              <dt>{t('contacts.phone')}</dt>
              <dd>
                <a href={`tel:${contacts.phoneE164 || contacts.phone}`}>{contacts.phone}</a>
              </dd>
            </div>
          ) : null}
          {contacts.email ? (
            <div>
              <dt>{t('contacts.email')}</dt>
              <dd>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </dd>
            </div>
          ) : null}
          {contacts.hours ? (
            <div>
              <dt>{t('contacts.hours')}</dt>
              <dd>{contacts.hours}</dd>
            </div>
          ) : null}
          {contacts.address ? (
            <div>
              <dt>{t('contacts.address')}</dt>
              <dd>{contacts.address}</dd>
            </div>
          ) : null}
          {Object.keys(contacts.messengers).length ? (
            <div>
              <dt>{t('contacts.messengers')}</dt>
              <dd className="contact-facts__links">
                {Object.entries(contacts.messengers).map(([key, href]) => (
                  <a key={key} href={href} target="_blank" rel="noopener noreferrer">
                    {MESSENGERS[key] ?? key}
                  </a>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <Button onClick={onCallback}>{t('footer.callMeBack')}</Button>
    </section>
  )
}

export default ContactFacts
