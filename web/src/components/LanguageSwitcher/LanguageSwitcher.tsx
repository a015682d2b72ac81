import type { MouseEvent } from 'react'

import { navigate, useLocation } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import {
  languageCookie,
  LANGUAGE_NAMES,
  loadCatalog,
  otherLocale,
  twinPath,
  useLocale,
  type Locale,
} from 'src/lib/i18n'

/** Remembers the shopper's language: it decides only where `/` goes (the web server). */
export const rememberLocale = (locale: Locale) => {
  document.cookie = languageCookie(locale)
}

/** A logged-in customer's switch is also their letters' language (the profile's «Язык писем»). */
export const REMEMBER_LANGUAGE = gql`
  mutation RememberLanguageMutation($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      id
      locale
    }
  }
`

/**
 * «Қазақша» on a Russian page, «Русский» on a Kazakh one: a link to the same
 * page (path, query and hash) in the other language, named in that language
 * (`lang`, `hreflang`). A click remembers the choice and loads the other
 * language's catalogue before the page is drawn in it; without JavaScript it
 * is an ordinary link.
 */
const LanguageSwitcher = ({
  className,
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) => {
  const location = useLocation()
  const other = otherLocale(useLocale())
  const href = twinPath(location, other)
  const { isAuthenticated } = useAuth()
  const [rememberForAccount] = useMutation(REMEMBER_LANGUAGE)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    rememberLocale(other)
    // The letters follow the switch; a failure leaves the profile's choice as it was.
    if (isAuthenticated) {
      void rememberForAccount({ variables: { input: { locale: other } } }).catch(() => undefined)
    }
    onNavigate?.()
    void loadCatalog(other).then(
      () => navigate(href),
      // No catalogue (offline): the server has the page in that language.
      () => window.location.assign(href)
    )
  }
  return (
    <a href={href} lang={other} hrefLang={other} className={className} onClick={onClick}>
      {LANGUAGE_NAMES[other]}
    </a>
  )
}

export default LanguageSwitcher
