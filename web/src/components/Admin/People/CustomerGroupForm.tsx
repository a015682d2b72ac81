import { useState } from 'react'

import {
  changeCustomerGroupInput,
  CUSTOMER_GROUP_NAMES,
  type ChangeCustomerGroupInput,
} from '@domain/adminPeople'
import type {
  ChangeAdminCustomerGroupMutation,
  ChangeAdminCustomerGroupMutationVariables,
} from 'types/graphql'

import { CheckboxField, FieldError, Form, Label, SelectField, Submit } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useEffectOnChange } from 'src/lib/hooks'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { groupTitle } from './customerLabels'

export const CHANGE_CUSTOMER_GROUP = gql`
  mutation ChangeAdminCustomerGroupMutation($input: ChangeCustomerGroupInput!) {
    changeAdminCustomerGroup(input: $input) {
      id
      role
      vip
      group
      groups {
        name
        title
      }
      updatedAt
    }
  }
`

export const GROUP_SAVED = 'Группа сохранена.'
const SAVE_FAILED = 'Не удалось сохранить группу. Попробуйте ещё раз.'

export interface CustomerGroupFormProps {
  customer: { id: number; group?: string | null; vip: boolean; updatedAt: string }
  /** Loads the customer again (after a stale save). */
  onStale?: () => unknown
}

/**
 * The customer group (retail b2c or wholesale) and the vip flag. The save
 * carries the version shown; if someone changed the customer meanwhile,
 * the api refuses (409), the fresh state is loaded and the form says why.
 * The caller keys it by the customer's id, not its version.
 */
const valuesOf = (customer: CustomerGroupFormProps['customer']) => ({
  id: customer.id,
  group: customer.group === 'wholesale' ? ('wholesale' as const) : ('b2c' as const),
  vip: customer.vip,
  updatedAt: customer.updatedAt,
})

const CustomerGroupForm = ({ customer, onStale }: CustomerGroupFormProps) => {
  const { formMethods, onValid } = useSchemaForm(changeCustomerGroupInput, {
    defaultValues: valuesOf(customer),
  })
  // A new version (saved here, or loaded after a 409) replaces the values; the
  // notice stays, so «Группа сохранена.» or the conflict's alert is still read.
  const { reset } = formMethods
  const { id, group, vip, updatedAt } = customer
  useEffectOnChange(() => {
    reset(valuesOf({ id, group, vip, updatedAt }))
  }, [id, group, vip, updatedAt, reset])
  const [notice, setNotice] = useState<Notice | null>(null)
  const [save, { loading }] = useMutation<
    ChangeAdminCustomerGroupMutation,
    ChangeAdminCustomerGroupMutationVariables
  >(CHANGE_CUSTOMER_GROUP)

  const onSubmit = async (input: ChangeCustomerGroupInput) => {
    setNotice(null)
    try {
      await save({ variables: { input: { ...input, updatedAt: customer.updatedAt } } })
      setNotice({ kind: 'status', text: GROUP_SAVED })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, SAVE_FAILED) })
      // A stale save: show what is stored now.
      if (errorCodeOf(error) === 'CONFLICT') await onStale?.()
    }
  }

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form admin-no-print"
      aria-label="Группа покупателя"
      noValidate
    >
      <AdminNotice notice={notice} />
      <div className="field">
        <Label name="group" htmlFor="customer-group" className="field__label">
          Группа
        </Label>
        <SelectField name="group" id="customer-group" className="field__input">
          {CUSTOMER_GROUP_NAMES.map((name) => (
            <option key={name} value={name}>
              {groupTitle(name)} ({name})
            </option>
          ))}
        </SelectField>
        <FieldError name="group" className="field__error" role="alert" />
      </div>
      <div className="field">
        <CheckboxField name="vip" id="customer-vip" />{' '}
        <Label name="vip" htmlFor="customer-vip">
          VIP-покупатель
        </Label>
      </div>
      <Submit className="button" disabled={loading}>
        Сохранить группу
      </Submit>
    </Form>
  )
}

export default CustomerGroupForm
