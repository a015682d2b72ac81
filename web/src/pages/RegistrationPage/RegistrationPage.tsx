import { useState } from 'react'

import { AGREEMENT_REQUIRED_MESSAGE } from '@domain/callbackLead'
import type { RegisterAccountMutation, RegisterAccountMutationVariables } from 'types/graphql'

import { Form, Submit, useForm } from '@redwoodjs/forms'
import { Link } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { repeatRule } from 'src/components/AuthForms/passwordRules'
import ResendConfirmation from 'src/components/AuthForms/ResendConfirmation'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import ConsentRow from 'src/components/FormFields/ConsentRow'
import { emailRules, requiredRule } from 'src/components/FormFields/formRules'
import TextRow from 'src/components/FormFields/TextRow'
import { PATHS } from 'src/lib/links'

export const REGISTER_ACCOUNT = gql`
  mutation RegisterAccountMutation($input: RegisterAccountInput!) {
    registerAccount(input: $input) {
      detail
    }
  }
`

interface RegistrationValues {
  lastName: string
  firstName: string
  middleName: string
  email: string
  password: string
  passwordRepeat: string
  agreement: boolean
}

/** /registration: a retail (b2c) account; the e-mail is confirmed by a letter. */
const RegistrationPage = () => {
  const formMethods = useForm<RegistrationValues>({ mode: 'onBlur' })
  const [register, { loading }] = useMutation<
    RegisterAccountMutation,
    RegisterAccountMutationVariables
  >(REGISTER_ACCOUNT)
  const [notice, setNotice] = useState<{ detail: string; email: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = async (values: RegistrationValues) => {
    setProblem(null)
    try {
      const { data } = await register({
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            lastName: values.lastName.trim(),
            firstName: values.firstName.trim(),
            middleName: values.middleName.trim(),
          },
        },
      })
      setNotice({ detail: data.registerAccount.detail, email: values.email.trim() })
    } catch (error) {
      setProblem(
        applyServerErrors(formMethods, error, 'Не удалось зарегистрироваться. Попробуйте позже.')
      )
    }
  }

  if (notice) {
    return (
      <>
        <Metadata title="Регистрация" />
        <h1>Подтвердите e-mail</h1>
        <p role="status" className="alert alert--success">
          {notice.detail}
        </p>
        <ResendConfirmation email={notice.email} />
        <p>
          <Link to={PATHS.login}>Войти</Link>
        </p>
      </>
    )
  }

  return (
    <>
      <Metadata
        title="Регистрация"
        description="Регистрация покупателя: заказы, история и скидки."
      />
      <h1>Регистрация</h1>
      <Form formMethods={formMethods} onSubmit={onSubmit} className="form" noValidate>
        <TextRow name="lastName" label="Фамилия" autoComplete="family-name" />
        <TextRow name="firstName" label="Имя" autoComplete="given-name" rules={requiredRule()} />
        <TextRow name="middleName" label="Отчество" autoComplete="additional-name" />
        <TextRow
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          rules={emailRules()}
        />
        <TextRow
          name="password"
          label="Пароль"
          type="password"
          autoComplete="new-password"
          rules={requiredRule()}
        />
        <TextRow
          name="passwordRepeat"
          label="Повторите пароль"
          type="password"
          autoComplete="new-password"
          rules={repeatRule('password')}
        />
        <ConsentRow name="agreement" message={AGREEMENT_REQUIRED_MESSAGE}>
          Согласен с <Link to={PATHS.policy}>политикой обработки персональных данных</Link>
        </ConsentRow>
        {problem ? (
          <p role="alert" className="alert">
            {problem}
          </p>
        ) : null}
        <Submit className="button" disabled={loading}>
          Зарегистрироваться
        </Submit>
      </Form>
      <div className="auth-links">
        <span>Уже есть аккаунт?</span>
        <Link to={PATHS.login}>Войти</Link>
      </div>
    </>
  )
}

export default RegistrationPage
