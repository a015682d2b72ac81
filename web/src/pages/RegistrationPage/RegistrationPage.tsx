import { useState } from 'react'

import { NAME_MAX_LENGTH } from '@domain/accountInput'
import { AGREEMENT_REQUIRED_MESSAGE } from '@domain/callbackLead'
import { REQUIRED_MESSAGE } from '@domain/contactFields'
import { consent, line } from '@domain/inputFields'
import { registrationInput, type RegistrationInput } from '@domain/passwordInput'
import { z } from '@domain/zod'
import type { RegisterAccountMutation, RegisterAccountMutationVariables } from 'types/graphql'

import { Form } from '@redwoodjs/forms'
import { Link } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import { withRepeat } from 'src/components/AuthForms/passwordRules'
import ResendConfirmation from 'src/components/AuthForms/ResendConfirmation'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import ConsentRow from 'src/components/FormFields/ConsentRow'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePageLocale } from 'src/lib/i18n/pageLocale'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const REGISTER_ACCOUNT = gql`
  mutation RegisterAccountMutation($input: RegisterAccountInput!) {
    registerAccount(input: $input) {
      detail
    }
  }
`

/**
 * The api's registration schema (its password rule included), and what only
 * the form asks: the first name, the password twice and the consent.
 */
const registrationForm = withRepeat(
  registrationInput.and(
    z.object({
      firstName: line({ max: NAME_MAX_LENGTH, required: REQUIRED_MESSAGE }),
      agreement: consent(AGREEMENT_REQUIRED_MESSAGE),
    })
  ),
  'password',
  'passwordRepeat'
)

/** /registration: a retail (b2c) account; the e-mail is confirmed by a letter. */
const RegistrationPage = () => {
  const locale = usePageLocale()
  const { formMethods, onValid } = useSchemaForm(registrationForm)
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  const [register, { loading }] = useMutation<
    RegisterAccountMutation,
    RegisterAccountMutationVariables
  >(REGISTER_ACCOUNT)
  const [notice, setNotice] = useState<{ detail: string; email: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = async ({
    email,
    password,
    lastName,
    firstName,
    middleName,
  }: RegistrationInput) => {
    setProblem(null)
    try {
      const { data } = await register({
        variables: { input: { email, password, lastName, firstName, middleName, locale } },
      })
      setNotice({ detail: inLanguage(data.registerAccount.detail), email })
    } catch (error) {
      const message = applyServerErrors(formMethods, error, t('auth.registerFailed'))
      setProblem(message === null ? null : inLanguage(message))
    }
  }

  if (notice) {
    return (
      <>
        <Metadata title={t('auth.registerTitle')} />
        <h1>{t('auth.confirmEmail')}</h1>
        <p role="status" className="alert alert--success">
          {notice.detail}
        </p>
        <ResendConfirmation email={notice.email} />
        <p>
          <Link to={path(PATHS.login)}>{t('auth.logIn')}</Link>
        </p>
      </>
    )
  }

  return (
    <>
      <Metadata title={t('auth.registerTitle')} description={t('auth.registerDescription')} />
      <h1>{t('auth.registerTitle')}</h1>
      <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} className="form" noValidate>
        <TextRow name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
        <TextRow name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
        <TextRow name="middleName" label={t('profile.middleName')} autoComplete="additional-name" />
        <TextRow name="email" label={t('checkout.email')} type="email" autoComplete="email" />
        <TextRow
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
        />
        <TextRow
          name="passwordRepeat"
          label={t('auth.passwordRepeat')}
          type="password"
          autoComplete="new-password"
        />
        <ConsentRow name="agreement" message={AGREEMENT_REQUIRED_MESSAGE}>
          {richText(t('auth.agreement'), (text) => (
            <Link to={path(PATHS.policy)}>{text}</Link>
          ))}
        </ConsentRow>
        {problem ? (
          <p role="alert" className="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit" busy={loading}>
          {t('auth.register')}
        </Button>
      </Form>
      <div className="auth-links">
        <span>{t('auth.haveAccount')}</span>
        <Link to={path(PATHS.login)}>{t('auth.logIn')}</Link>
      </div>
    </>
  )
}

export default RegistrationPage
