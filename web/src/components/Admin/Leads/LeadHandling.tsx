import { useState } from 'react'

import {
  handleLeadInput,
  handlingText,
  type HandleLeadInput,
} from '@modules/leads/rules/leadHandling'
import type {
  AdminLeadFields,
  HandleAdminLeadMutation,
  HandleAdminLeadMutationVariables,
  ReopenAdminLeadMutation,
  ReopenAdminLeadMutationVariables,
} from 'types/graphql'

import { FieldError, Form, Label, TextAreaField } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { HANDLE_ADMIN_LEAD, REOPEN_ADMIN_LEAD } from './adminLeadFragment'

export const HANDLED_NOTICE = 'Заявка отмечена обработанной.'
export const REOPENED_NOTICE = 'Заявка снова новая.'
const HANDLE_FAILED = 'Не удалось отметить заявку. Попробуйте ещё раз.'
const REOPEN_FAILED = 'Не удалось открыть заявку снова. Попробуйте ещё раз.'

export interface LeadHandlingProps {
  lead: Pick<AdminLeadFields, 'id' | 'handledAt' | 'handledByEmail' | 'handledNote'>
  /** The lead changed meanwhile (409): the page loads it as it is now. */
  onStale: () => void
}

/**
 * «Обработана» with the manager's note (the api's one schema checks it
 * here and there), or — once handled — who, when, the note and «Открыть
 * снова». If another manager was quicker, the api refuses (409): the alert
 * names their note, the page loads the lead, and this manager's own note is
 * shown below, not lost.
 */
const LeadHandling = ({ lead, onStale }: LeadHandlingProps) => {
  const [notice, setNotice] = useState<Notice | null>(null)
  const [unsaved, setUnsaved] = useState<string | null>(null)
  const { formMethods, onValid } = useSchemaForm(handleLeadInput, {
    defaultValues: { id: lead.id, note: '' },
  })
  const [handle, { loading: handling }] = useMutation<
    HandleAdminLeadMutation,
    HandleAdminLeadMutationVariables
  >(HANDLE_ADMIN_LEAD)
  const [reopen, { loading: reopening }] = useMutation<
    ReopenAdminLeadMutation,
    ReopenAdminLeadMutationVariables
  >(REOPEN_ADMIN_LEAD)

  const onHandle = async (input: HandleLeadInput) => {
    setNotice(null)
    setUnsaved(null)
    try {
      await handle({ variables: { id: lead.id, note: input.note } })
      formMethods.reset({ id: lead.id, note: '' })
      setNotice({ kind: 'status', text: HANDLED_NOTICE })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, HANDLE_FAILED) })
      if (errorCodeOf(error) === 'CONFLICT') {
        setUnsaved(input.note)
        onStale()
      }
    }
  }

  const onReopen = async () => {
    if (!lead.handledAt) return
    setNotice(null)
    try {
      await reopen({ variables: { id: lead.id, handledAt: lead.handledAt } })
      setNotice({ kind: 'status', text: REOPENED_NOTICE })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, REOPEN_FAILED) })
      if (errorCodeOf(error) === 'CONFLICT') onStale()
    }
  }

  return (
    <section aria-labelledby="lead-handling" className="admin-no-print">
      <h2 id="lead-handling">Обработка</h2>
      <AdminNotice notice={notice} />
      {unsaved ? (
        <div className="lead-unsaved">
          <p>Ваша заметка (не сохранена):</p>
          <blockquote>{unsaved}</blockquote>
        </div>
      ) : null}
      {lead.handledAt ? (
        <>
          <p>
            Обработана:{' '}
            {handlingText({ handledAt: lead.handledAt, handledByEmail: lead.handledByEmail })}.
          </p>
          {lead.handledNote ? (
            <blockquote className="lead-note" aria-label="Заметка">
              {lead.handledNote}
            </blockquote>
          ) : null}
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={reopening}
            onClick={onReopen}
          >
            Открыть снова
          </button>
        </>
      ) : (
        <Form
          formMethods={formMethods}
          onSubmit={onValid(onHandle)}
          className="form"
          aria-label="Отметить заявку обработанной"
          noValidate
        >
          <Label name="note" htmlFor="lead-handling-note" className="field__label">
            Заметка: что сделано
          </Label>
          <TextAreaField name="note" id="lead-handling-note" className="field__input" rows={3} />
          <FieldError name="note" className="field__error" role="alert" />
          <button type="submit" className="button button--small" disabled={handling}>
            Отметить «Обработана»
          </button>
        </Form>
      )}
    </section>
  )
}

export default LeadHandling
