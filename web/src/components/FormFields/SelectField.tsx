import { useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** Extra block class for the page's own layout (width, placement). */
  className?: string
}

/**
 * A labelled choice outside a form (sorting, page size): the shop's field look
 * (`.field`, `.field__input`) instead of the browser's bare select.
 */
const SelectField = ({ label, value, options, onChange, className }: SelectFieldProps) => {
  const id = useId()
  return (
    <div className={className ? `field field--select ${className}` : 'field field--select'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export default SelectField
