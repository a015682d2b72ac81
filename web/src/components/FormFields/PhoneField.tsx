import { maskKzPhone } from '@domain/phone'

import { useFormContext } from '@redwoodjs/forms'

import { FieldLabel, FieldMessages } from './FieldParts'

interface PhoneFieldProps {
  name: string
  label: string
  /** Must be filled: a visible mark and aria-required. */
  required?: boolean
}

/**
 * A phone input with the mask +7 (###) ### ## ## applied as the shopper
 * types or pastes. Whether it is required and what a complete number is are
 * the form's schema's to say (`kzPhone`, the profile's optional phone).
 */
const PhoneField = ({ name, label, required }: PhoneFieldProps) => {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const id = `field-${name}`
  const registered = register(name)
  return (
    <div className="field">
      <FieldLabel name={name} id={id} required={required}>
        {label}
      </FieldLabel>
      <input
        {...registered}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___ __ __"
        className="field__input"
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`${id}-error`}
        aria-required={required || undefined}
        onChange={(event) => {
          event.target.value = maskKzPhone(event.target.value)
          return registered.onChange(event)
        }}
      />
      <FieldMessages name={name} id={`${id}-error`} />
    </div>
  )
}

export default PhoneField
