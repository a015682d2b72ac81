import { useEffect, useRef, useState } from 'react'

import type { LoginInput } from '@domain/accountInput'

import { Link, navigate, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import LoginForm from 'src/components/AuthForms/LoginForm'
import { afterLoginPath } from 'src/components/AuthForms/safeRedirect'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'

/**
 * Where to go after logging in, in the page's language: the back office
 * stays Russian; an address the shopper was sent from keeps its own.
 */
const localizedAfterLogin = (target: string, path: (to: string) => string) =>
  target.startsWith('/admin') || target.startsWith('/kk') ? target : path(target)

/**
 * /login (SPEC §2): a guest logs in; a logged-in visitor leaves for the page
 * they were sent from, else staff for the back office and customers for
 * their account. Leaving is the effect's job alone: only once the login has
 * loaded the user is their role known.
 */
const LoginPage = () => {
  const { isAuthenticated, loading, logIn, currentUser } = useAuth()
  const { search } = useLocation()
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const left = useRef(false)
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()

  // SPEC §2 guard: a logged-in user does not stay on /login (nor one who just logged in).
  useEffect(() => {
    if (loading || !isAuthenticated || left.current) return
    left.current = true
    // A customer's account opens in the page's language; a redirect names its own.
    navigate(localizedAfterLogin(afterLoginPath(search, currentUser?.role), path), {
      replace: true,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, isAuthenticated, currentUser])

  // Before the first check nothing is known; once the visitor has sent the
  // form it stays, its button busy, while the login loads the user and until
  // the effect above leaves — the card no longer blanks under their hands.
  if (!sending && (loading || isAuthenticated)) return null

  const onSubmit = async ({ email, password }: LoginInput) => {
    setProblem(null)
    setSending(true)
    try {
      const response = await logIn({ username: email, password })
      // Success loads the user; the effect above then leaves for the right
      // place, the button busy until then.
      if (response?.error) {
        setProblem(inLanguage(response.error))
        setSending(false)
      }
    } catch {
      setProblem(t('auth.loginFailed'))
      setSending(false)
    }
  }

  return (
    <>
      <Metadata title={t('auth.loginTitle')} description={t('auth.loginDescription')} />
      <h1>{t('auth.loginHeading')}</h1>
      <LoginForm onSubmit={onSubmit} problem={problem} sending={sending} />
      <div className="auth-links">
        <Link to={path(PATHS.recovery)}>{t('auth.forgot')}</Link>
        <Link to={path(PATHS.registration)}>{t('auth.register')}</Link>
      </div>
    </>
  )
}

export default LoginPage
