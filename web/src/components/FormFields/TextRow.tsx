import type { RegisterOptions } from '@redwoodjs/forms'
import { useFormContext } from '@redwoodjs/forms'

import { FieldLabel, FieldMessages } from './FieldParts'

interface TextRowProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'textarea'
  rules?: RegisterOptions
  autoComplete?: string
  placeholder?: string
  /** Must be filled: a visible mark and aria-required (the schema says the message). */
  required?: boolean
  /** The text's language when it is not the page's (a Kazakh twin in the back office: 'kk'). */
  lang?: string
}

/** A labelled text field whose messages are tied to it (aria-invalid, aria-describedby). */
const TextRow = ({
  name,
  label,
  type = 'text',
  rules,
  autoComplete,
  placeholder,
  required,
  lang,
}: TextRowProps) => {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const id = `field-${name}`
  const invalid = Boolean(errors[name])
  const common = {
    ...register(name, rules),
    id,
    className: 'field__input',
    'aria-invalid': invalid,
    'aria-describedby': `${id}-error`,
    autoComplete,
    placeholder,
    'aria-required': required || undefined,
    lang,
  }
  return (
    <div className="field">
      <FieldLabel name={name} id={id} required={required}>
        {label}
      </FieldLabel>
      {type === 'textarea' ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={type === 'email' ? 'text' : type}
          inputMode={type === 'email' ? 'email' : undefined}
          {...common}
        />
      )}
      <FieldMessages name={name} id={`${id}-error`} />
    </div>
  )
}

export default TextRow
