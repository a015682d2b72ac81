import { useState } from 'react'

import { profileChangesInput, type ProfileChanges } from '@domain/accountInput'
import { maskKzPhone } from '@domain/phone'

import { Form } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { useAuth } from 'src/auth'
import { applyServerErrors } from 'src/components/AuthForms/useServerFieldErrors'
import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const UPDATE_PROFILE = gql`
  mutation UpdateMyProfileMutation($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      id
      lastName
      firstName
      middleName
      phone
    }
  }
`

export interface ProfileData {
  email: string
  lastName: string
  firstName: string
  middleName: string
  phone?: string | null
}

/** «Личная информация»: names and phone; the e-mail is the login and is shown read-only. */
const ProfileForm = ({ profile }: { profile: ProfileData }) => {
  const { reauthenticate } = useAuth()
  const t = usePagesT()
  const inLanguage = useSharedMessage()
  // The api's own schema: trimmed names, the phone in E.164 or null when cleared.
  const { formMethods, onValid } = useSchemaForm(profileChangesInput, {
    defaultValues: {
      lastName: profile.lastName,
      firstName: profile.firstName,
      middleName: profile.middleName,
      phone: maskKzPhone(profile.phone ?? ''),
    },
  })
  const [update, { loading }] = useMutation(UPDATE_PROFILE)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <Form
      formMethods={formMethods}
      className="form narrow"
      noValidate
      onSubmit={onValid(async (input: ProfileChanges) => {
        setProblem(null)
        try {
          await update({ variables: { input } })
          toast.success(t('account.saved'))
          // The header shows the name from the session's user.
          await reauthenticate()
        } catch (error) {
          const message = applyServerErrors(formMethods, error, t('account.saveFailed'))
          setProblem(message === null ? null : inLanguage(message))
        }
      })}
    >
      <p>
        {t('account.email')} <strong>{profile.email}</strong>
      </p>
      <TextRow name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
      <TextRow name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
      <TextRow name="middleName" label={t('profile.middleName')} autoComplete="additional-name" />
      <PhoneField name="phone" label={t('checkout.phone')} />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={loading}>
        {t('account.save')}
      </Button>
    </Form>
  )
}

export default ProfileForm
