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
          toast.success('Данные сохранены')
          // The header shows the name from the session's user.
          await reauthenticate()
        } catch (error) {
          setProblem(applyServerErrors(formMethods, error, 'Не удалось сохранить данные.'))
        }
      })}
    >
      <p>
        E-mail: <strong>{profile.email}</strong>
      </p>
      <TextRow name="lastName" label="Фамилия" autoComplete="family-name" />
      <TextRow name="firstName" label="Имя" autoComplete="given-name" />
      <TextRow name="middleName" label="Отчество" autoComplete="additional-name" />
      <PhoneField name="phone" label="Телефон" />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={loading}>
        Сохранить
      </Button>
    </Form>
  )
}

export default ProfileForm
