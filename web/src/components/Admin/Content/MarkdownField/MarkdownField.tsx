import { useState } from 'react'

import { FieldError, Label, useFormContext } from '@redwoodjs/forms'

import RichText from 'src/components/RichText/RichText'

export interface MarkdownFieldProps {
  name: string
  label: string
  /** The text's language when it is not the page's (a Kazakh twin: 'kk'). */
  lang?: string
}

/**
 * The editors' Markdown with a «Предпросмотр»: the text as the shop's own
 * RichText shows it on the public page (the same component, so the preview
 * cannot differ from the page).
 */
const MarkdownField = ({ name, label, lang }: MarkdownFieldProps) => {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext()
  const [preview, setPreview] = useState(false)
  const id = `field-${name}`
  const text = String(watch(name) ?? '')
  return (
    <div className="field markdown-field">
      <div className="markdown-field__head">
        <Label name={name} htmlFor={id} className="field__label">
          {label}
        </Label>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={preview}
          aria-controls={`${id}-preview`}
          onClick={() => setPreview((shown) => !shown)}
        >
          {/* A Kazakh twin's own name: two previews on one form are told apart. */}
          {lang === 'kk' ? 'Предпросмотр (каз)' : 'Предпросмотр'}
        </button>
      </div>
      <textarea
        {...register(name)}
        id={id}
        lang={lang}
        rows={12}
        className="field__input"
        hidden={preview}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`${id}-error`}
      />
      <div
        id={`${id}-preview`}
        role="region"
        aria-label={`Предпросмотр: ${label.replace(/\s*\*$/, '').toLowerCase()}`}
        className="markdown-field__preview card"
        lang={lang}
        hidden={!preview}
      >
        {preview ? text.trim() ? <RichText text={text} /> : <p>Текста пока нет.</p> : null}
      </div>
      <FieldError name={name} className="field__error" id={`${id}-error`} role="alert" />
    </div>
  )
}

export default MarkdownField
