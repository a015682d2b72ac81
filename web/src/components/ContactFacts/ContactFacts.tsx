import type { SiteContacts } from 'src/components/SiteContent/useContentBlock'
import { Button } from 'src/components/ui/Button'

import './ContactFacts.css'

interface Props {
  /** The editors' `contacts` block; null while it loads or when it is missing. */
  contacts: SiteContacts | null
  onCallback: () => void
}

const MESSENGERS: Record<string, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram' }

/** /contacts: how to reach the company, without a map (SPEC §2), and the call-me-back button. */
const ContactFacts = ({ contacts, onCallback }: Props) => (
  <section className="contact-facts" aria-labelledby="contact-facts-title">
    <h2 id="contact-facts-title" className="contact-facts__title">
      Как с нами связаться
    </h2>
    {contacts ? (
      <dl className="contact-facts__list">
        {contacts.phone ? (
          <div>
            <dt>Телефон</dt>
            <dd>
              <a href={`tel:${contacts.phoneE164 || contacts.phone}`}>{contacts.phone}</a>
            </dd>
          </div>
        ) : null}
        {contacts.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
        ) : null}
        {contacts.hours ? (
          <div>
            <dt>Часы работы</dt>
            <dd>{contacts.hours}</dd>
          </div>
        ) : null}
        {contacts.address ? (
          <div>
            <dt>Адрес</dt>
            <dd>{contacts.address}</dd>
          </div>
        ) : null}
        {Object.keys(contacts.messengers).length ? (
          <div>
            <dt>Мессенджеры</dt>
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
    <Button onClick={onCallback}>Перезвоните мне</Button>
  </section>
)

export default ContactFacts
