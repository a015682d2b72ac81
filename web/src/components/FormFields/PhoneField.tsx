import { maskKzPhone } from '@domain/phone'

import { FieldError, Label, useFormContext } from '@redwoodjs/forms'

interface PhoneFieldProps {
  name: string
  label: string
}

/**
 * A phone input with the mask +7 (###) ### ## ## applied as the shopper
 * types or pastes. Whether it is required and what a complete number is are
 * the form's schema's to say (`kzPhone`, the profile's optional phone).
 */
const PhoneField = ({ name, label }: PhoneFieldProps) => {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const id = `field-${name}`
  const registered = register(name)
  return (
    <div className="field">
      <Label name={name} htmlFor={id} className="field__label">
        {label}
      </Label>
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
        onChange={(event) => {
          event.target.value = maskKzPhone(event.target.value)
          return registered.onChange(event)
        }}
      />
      <FieldError name={name} className="field__error" id={`${id}-error`} role="alert" />
    </div>
  )
}

export default PhoneField
