import type { FormEvent, ReactNode } from 'react'

import { useLocation } from '@redwoodjs/router'

import '../ui/admin-ui.css'

/**
 * A list's filters: labelled fields and «Показать». The values go to the
 * address (the list reads them from there), so a filtered list can be
 * reloaded, bookmarked and sent to a colleague. The fields are uncontrolled
 * (their defaultValue is the address's): a new address (a link, back,
 * forward) starts the form anew, so they show what the list shows.
 */
const AdminFilters = ({
  label,
  onApply,
  children,
}: {
  label: string
  onApply: (values: Record<string, string>) => void
  children: ReactNode
}) => {
  const { search } = useLocation()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values: Record<string, string> = {}
    new FormData(event.currentTarget).forEach((value, key) => {
      values[key] = String(value).trim()
    })
    onApply(values)
  }
  return (
    <form
      key={search}
      className="admin-filters admin-no-print"
      aria-label={label}
      onSubmit={submit}
    >
      {children}
      <button type="submit" className="button button--secondary">
        Показать
      </button>
    </form>
  )
}

export default AdminFilters
