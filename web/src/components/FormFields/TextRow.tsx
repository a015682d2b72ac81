import type { RegisterOptions } from '@redwoodjs/forms'
import { FieldError, Label, useFormContext } from '@redwoodjs/forms'

interface TextRowProps {
  name: string
  label: string
  type?: 'text' | 'email' | 'password' | 'textarea'
  rules?: RegisterOptions
  autoComplete?: string
  placeholder?: string
}

/** A labelled text field whose error is tied to it (aria-invalid, aria-describedby). */
const TextRow = ({
  name,
  label,
  type = 'text',
  rules,
  autoComplete,
  placeholder,
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
  }
  return (
    <div className="field">
      <Label name={name} htmlFor={id} className="field__label">
        {label}
      </Label>
      {type === 'textarea' ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={type === 'email' ? 'text' : type}
          inputMode={type === 'email' ? 'email' : undefined}
          {...common}
        />
      )}
      <FieldError name={name} className="field__error" id={`${id}-error`} role="alert" />
    </div>
  )
}

export default TextRow
