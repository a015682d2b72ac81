import { useState } from 'react'

import { inviteStaffInput, STAFF_ROLE_TITLES, type InviteStaffInput } from '@domain/adminPeople'
import { STAFF_ROLES } from '@domain/staffRoles'
import type { InviteAdminStaffMutation, InviteAdminStaffMutationVariables } from 'types/graphql'

import { FieldError, Form, Label, SelectField, Submit } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import TextRow from 'src/components/FormFields/TextRow'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useSchemaForm } from 'src/lib/schemaResolver'

export const INVITE_STAFF = gql`
  mutation InviteAdminStaffMutation($input: InviteStaffInput!) {
    inviteAdminStaff(input: $input) {
      id
      email
      role
    }
  }
`

const INVITE_FAILED = 'Не удалось отправить приглашение. Попробуйте ещё раз.'

/**
 * Invites a staff member by e-mail with a role: the api makes the account
 * and sends a letter with a link to set the password.
 */
const InviteStaffForm = () => {
  const { formMethods, onValid } = useSchemaForm(inviteStaffInput, {
    defaultValues: { email: '', role: 'manager', lastName: '', firstName: '' },
  })
  const [notice, setNotice] = useState<Notice | null>(null)
  const [invite, { loading }] = useMutation<
    InviteAdminStaffMutation,
    InviteAdminStaffMutationVariables
  >(INVITE_STAFF, { refetchQueries: ['AdminStaffQuery'], awaitRefetchQueries: true })

  const onSubmit = async (input: InviteStaffInput) => {
    setNotice(null)
    try {
      const { data } = await invite({ variables: { input } })
      formMethods.reset()
      setNotice({
        kind: 'status',
        text: `Приглашение отправлено на ${data?.inviteAdminStaff.email ?? input.email}.`,
      })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, INVITE_FAILED) })
    }
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form admin-no-print"
      aria-label="Пригласить сотрудника"
      noValidate
    >
      <AdminNotice notice={notice} />
      <TextRow name="email" label="E-mail" type="email" autoComplete="off" />
      <TextRow name="lastName" label="Фамилия" />
      <TextRow name="firstName" label="Имя" />
      <div className="field">
        <Label name="role" htmlFor="invite-role" className="field__label">
          Роль
        </Label>
        <SelectField name="role" id="invite-role" className="field__input">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_TITLES[role]}
            </option>
          ))}
        </SelectField>
        <FieldError name="role" className="field__error" role="alert" />
      </div>
      <Submit className="button" disabled={loading}>
        Пригласить
      </Submit>
    </Form>
  )
}

export default InviteStaffForm
