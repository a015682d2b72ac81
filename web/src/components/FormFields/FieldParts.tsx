import type { ReactNode } from 'react'

import { Label, useFormContext } from '@redwoodjs/forms'

import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'
import { FIELD_MESSAGE_SEPARATOR } from 'src/lib/schemaResolver'

import './FormFields.css'

/**
 * A field's label, with a visible mark when the field must be filled. The
 * mark is for the eye only: the input says it with aria-required, so the
 * label's text (and the field's accessible name) stays the field's name.
 */
export const FieldLabel = ({
  name,
  id,
  required,
  children,
}: {
  name: string
  id: string
  required?: boolean
  children: ReactNode
}) => {
  const t = usePagesT()
  const label = (
    <Label name={name} htmlFor={id} className="field__label">
      {children}
    </Label>
  )
  if (!required) return label
  return (
    <span className="field__label-row">
      {label}
      <span className="field__required" aria-hidden="true" title={t('form.required')}>
        *
      </span>
    </span>
  )
}

/** «Поля, отмеченные *, обязательны»: said once above a form that marks its fields. */
export const RequiredNote = () => {
  const t = usePagesT()
  return (
    <p className="field__required-note">
      <span aria-hidden="true">*</span> {t('form.requiredNote')}
    </p>
  )
}

const errorAt = (errors: Record<string, unknown>, name: string) =>
  name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], errors) as
    | { message?: unknown }
    | undefined

/**
 * The field's messages, each on its own line (a password may break several
 * rules at once; the schema and the server say them all).
 */
export const FieldMessages = ({ name, id }: { name: string; id: string }) => {
  const {
    formState: { errors },
  } = useFormContext()
  const inLanguage = useSharedMessage()
  const raw = errorAt(errors, name)?.message
  if (typeof raw !== 'string' || raw === '') return null
  // The schema's and the api's words are Russian; a Kazakh page shows its own.
  const message = inLanguage(raw)
  const lines = message.split(FIELD_MESSAGE_SEPARATOR)
  return (
    <span className="field__error" id={id} role="alert">
      {lines.length === 1
        ? message
        : lines.map((line, index) => (
            <span key={index} className="field__error-line">
              {line}
            </span>
          ))}
    </span>
  )
}
