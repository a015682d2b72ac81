import type { ReactNode } from 'react'

import { useFormContext } from '@redwoodjs/forms'

import { FieldMessages } from './FieldParts'

/** A required consent checkbox with its own message (SPEC §5). */
const ConsentRow = ({
  name,
  message,
  children,
}: {
  name: string
  message: string
  children: ReactNode
}) => {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const id = `field-${name}`
  return (
    <div className="field">
      <div className="field--checkbox">
        <input
          type="checkbox"
          id={id}
          {...register(name, { validate: (value) => value === true || message })}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={`${id}-error`}
          aria-required
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldMessages name={name} id={`${id}-error`} />
    </div>
  )
}

export default ConsentRow
