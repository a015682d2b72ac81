import { useEffect, useId, useRef, useState } from 'react'

import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { useT } from 'src/lib/i18n'

import './FloatingContacts.css'

/**
 * SPEC §1: a messenger chat, another messenger and a call; 'Напишите нам' closed,
 * 'Скрыть' open. Esc closes the open menu.
 */
const FloatingContacts = () => {
  const [open, setOpen] = useState(false)
  const contacts = useSiteContacts()
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const t = useT()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      // An open dialog answers its own Esc; the menu under it stays as it was.
      if (event.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return
      const focus = document.activeElement
      setOpen(false)
      // Focus goes back to the toggle only from inside the menu (or nowhere), never from the page.
      if (!focus || focus === document.body || rootRef.current?.contains(focus)) {
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  if (!contacts) return null
  const links = [
    contacts.messengers.whatsapp && {
      label: 'WhatsApp',
      href: contacts.messengers.whatsapp,
      external: true,
    },
    contacts.messengers.telegram && {
      label: 'Telegram',
      href: contacts.messengers.telegram,
      external: true,
    },
    contacts.phoneE164 && {
      label: t('floating.call'),
      href: `tel:${contacts.phoneE164}`,
      external: false,
    },
  ].filter(Boolean) as { label: string; href: string; external: boolean }[]
  return (
    <div className="floating-contacts" ref={rootRef}>
      {open ? (
        <ul id={listId} className="floating-contacts__list">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                className="floating-contacts__link"
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="floating-contacts__toggle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('floating.close') : t('floating.open')}
      </button>
    </div>
  )
}

export default FloatingContacts
