import { useEffect, useRef, useState } from 'react'

import { Form, Submit, useForm } from '@redwoodjs/forms'
import { Link, navigate, useLocation } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import { afterLoginPath } from 'src/components/AuthForms/safeRedirect'
import { emailRules, requiredRule } from 'src/components/FormFields/formRules'
import TextRow from 'src/components/FormFields/TextRow'
import { PATHS } from 'src/lib/links'

interface LoginValues {
  email: string
  password: string
}

/** /login (SPEC §2): a logged-in visitor goes to the account; a guest logs in. */
const LoginPage = () => {
  const { isAuthenticated, loading, logIn } = useAuth()
  const { search } = useLocation()
  const formMethods = useForm<LoginValues>({ mode: 'onBlur' })
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const left = useRef(false)
  const leave = () => {
    if (left.current) return
    left.current = true
    navigate(afterLoginPath(search), { replace: true })
  }

  // SPEC §2 guard: a logged-in user does not stay on /login.
  useEffect(() => {
    if (!loading && isAuthenticated) leave()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, isAuthenticated])

  if (loading || isAuthenticated) return null

  const onSubmit = async (values: LoginValues) => {
    setProblem(null)
    setSending(true)
    try {
      const response = await logIn({ username: values.email.trim(), password: values.password })
      if (response?.error) setProblem(response.error)
      else leave()
    } catch {
      setProblem('Не удалось войти. Проверьте соединение и попробуйте ещё раз.')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Metadata title="Вход" description="Вход в личный кабинет покупателя." />
      <h1>Вход в личный кабинет</h1>
      <Form formMethods={formMethods} onSubmit={onSubmit} className="form" noValidate>
        <TextRow
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          rules={emailRules()}
        />
        <TextRow
          name="password"
          label="Пароль"
          type="password"
          autoComplete="current-password"
          rules={requiredRule()}
        />
        {problem ? (
          <p role="alert" className="alert">
            {problem}
          </p>
        ) : null}
        <Submit className="button" disabled={sending}>
          Войти
        </Submit>
      </Form>
      <div className="auth-links">
        <Link to={PATHS.recovery}>Забыли пароль?</Link>
        <Link to={PATHS.registration}>Зарегистрироваться</Link>
      </div>
    </>
  )
}

export default LoginPage
