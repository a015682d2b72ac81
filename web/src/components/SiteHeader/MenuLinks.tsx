import { useEffect, useRef, useState } from 'react'

import { Link } from '@redwoodjs/router'

import { useLocalePath, useT } from 'src/lib/i18n'
import type { MenuItem } from 'src/lib/siteMenu'

/**
 * A menu item with children («О нас»): a native disclosure that also closes on
 * Esc (handing focus back to its toggle) and once a child link is chosen, since
 * the header stays on screen across pages.
 */
const NavDropdown = ({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) => {
  const t = useT()
  const to = useLocalePath()
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => {
    if (ref.current) ref.current.open = false
  }

  useEffect(() => {
    if (!open) return
    // Captured on the document: heard wherever focus is (Safari does not focus a
    // clicked summary), and before the burger dialog's own Esc closes it.
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current
      if (event.key !== 'Escape' || !details) return
      const focus = document.activeElement
      close()
      if (!focus || focus === document.body || details.contains(focus)) {
        event.stopPropagation()
        details.querySelector('summary')?.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [open])

  return (
    <details
      ref={ref}
      className="site-nav__dropdown"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="site-nav__link">{t(`menu.${item.id}`)}</summary>
      <ul className="site-nav__children">
        {item.children!.map((child) => (
          <li key={child.id}>
            <Link
              to={to(child.href)}
              className="site-nav__link"
              onClick={() => {
                close()
                onNavigate?.()
              }}
            >
              {t(`menu.${child.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A menu item's name is its message `menu.<id>` (SITE_MENU's Russian `name` is the same text). */
export const MenuLinks = ({
  items,
  onNavigate,
}: {
  items: MenuItem[]
  onNavigate?: () => void
}) => {
  const t = useT()
  const to = useLocalePath()
  return (
    <ul className="site-nav__list">
      {items.map((item) => (
        <li key={item.id} className="site-nav__item">
          {item.children?.length ? (
            <NavDropdown item={item} onNavigate={onNavigate} />
          ) : (
            <Link to={to(item.href)} className="site-nav__link" onClick={onNavigate}>
              {t(`menu.${item.id}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
