import { useEffect, useRef, useState } from 'react'

import type {
  ConfirmAccountEmailMutation,
  ConfirmAccountEmailMutationVariables,
} from 'types/graphql'

import { Link, useLocation } from '@redwoodjs/router'
import { Metadata, useMutation } from '@redwoodjs/web'

import ResendConfirmationForm from 'src/components/AuthForms/ResendConfirmationForm'
import { ButtonLink } from 'src/components/ui/Button'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { PATHS } from 'src/lib/links'

export const CONFIRM_EMAIL = gql`
  mutation ConfirmAccountEmailMutation($token: String!) {
    confirmAccountEmail(token: $token) {
      detail
    }
  }
`

type Outcome = { ok: boolean; text: string } | null

/** /email-confirm?token=: the link of the registration letter, used once on load. */
const EmailConfirmPage = () => {
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? ''
  const [confirm] = useMutation<ConfirmAccountEmailMutation, ConfirmAccountEmailMutationVariables>(
    CONFIRM_EMAIL
  )
  const t = usePagesT()
  const path = useLocalePath()
  const inLanguage = useSharedMessage()
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { ok: false, text: t('auth.noConfirmCode') }
  )
  const sent = useRef(false)
  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    confirm({ variables: { token } })
      .then(({ data }) =>
        setOutcome({ ok: true, text: inLanguage(data.confirmAccountEmail.detail) })
      )
      .catch((error) =>
        setOutcome({
          ok: false,
          text: inLanguage(shopMessageOf(error, t('auth.confirmFailed'))),
        })
      )
    // The link is checked once, in the language the page had then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, confirm])

  return (
    <>
      <Metadata title={t('auth.confirmTitle')} />
      <h1>{t('auth.confirmTitle')}</h1>
      {!outcome ? (
        <p role="status">{t('auth.checkingLink')}</p>
      ) : (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'alert alert--success' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {outcome?.ok ? (
        <ButtonLink to={path(PATHS.login)}>{t('auth.logIn')}</ButtonLink>
      ) : outcome ? (
        <>
          <p>
            {richText(t('auth.linkMayBeOld'), (text) => (
              <Link to={path(PATHS.registration)}>{text}</Link>
            ))}
          </p>
          <ResendConfirmationForm />
        </>
      ) : null}
    </>
  )
}

export default EmailConfirmPage
