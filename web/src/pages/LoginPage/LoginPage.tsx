import { useEffect, useRef, useState } from 'react'

import type { LoginInput } from '@domain/accountInput'

import { Link, navigate, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import LoginForm from 'src/components/AuthForms/LoginForm'
import { afterLoginPath } from 'src/components/AuthForms/safeRedirect'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

/**
 * /login (SPEC §2): a guest logs in; a logged-in visitor leaves for the page
 * they were sent from, else staff for the back office and customers for
 * their account. Leaving is the effect's job alone: only once the login has
 * loaded the user is their role known.
 */
const LoginPage = () => {
  const to = useLocalePath()
  const { isAuthenticated, loading, logIn, currentUser } = useAuth()
  const { search } = useLocation()
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const left = useRef(false)

  // SPEC §2 guard: a logged-in user does not stay on /login (nor one who just logged in).
  useEffect(() => {
    if (loading || !isAuthenticated || left.current) return
    left.current = true
    navigate(afterLoginPath(search, currentUser?.role), { replace: true })
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
        setProblem(response.error)
        setSending(false)
      }
    } catch {
      setProblem('Не удалось войти. Проверьте соединение и попробуйте ещё раз.')
      setSending(false)
    }
  }

  return (
    <>
      <Metadata title="Вход" description="Вход в личный кабинет покупателя." />
      <h1>Вход в личный кабинет</h1>
      <LoginForm onSubmit={onSubmit} problem={problem} sending={sending} />
      <div className="auth-links">
        <Link to={to(PATHS.recovery)}>Забыли пароль?</Link>
        <Link to={to(PATHS.registration)}>Зарегистрироваться</Link>
      </div>
    </>
  )
}

export default LoginPage
