import { useEffect, useId, useState } from 'react'

import { useT } from 'src/lib/i18n'

import './QuantityField.css'

export interface QuantityFieldProps {
  /** The field's name for the eye and for assistive technology («Количество»). */
  label: string
  value: number
  onChange: (quantity: number) => void
  /** The smallest quantity; 1 unless told. */
  min?: number
  /** The largest quantity (the cart's own limit of a line). */
  max: number
  /** Said beside the field: «шт.», «м» (in the page's language: «дана»). */
  unitLabel?: string
  disabled?: boolean
}

/** A typed quantity kept inside min…max; null while the text is not a whole number. */
export function quantityWithin(typed: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null
  return Math.min(max, Math.max(min, Number(typed)))
}

/**
 * A quantity with − and + beside it (the shop's stepper). The text may be
 * anything while typing; a whole number is kept inside min…max at once, and
 * leaving the field puts back the quantity in force, so the value handed on is
 * always a whole number the cart accepts.
 */
export const QuantityField = ({
  label,
  value,
  onChange,
  min = 1,
  max,
  unitLabel,
  disabled,
}: QuantityFieldProps) => {
  const id = useId()
  const t = useT()
  const [typed, setTyped] = useState(String(value))
  useEffect(() => setTyped(String(value)), [value])
  const step = (by: number) => onChange(Math.min(max, Math.max(min, value + by)))
  return (
    <div className="quantity-field">
      <label htmlFor={id} className="quantity-field__label">
        {label}
      </label>
      <div className="quantity-field__stepper">
        <button
          type="button"
          className="quantity-field__button"
          aria-label={t('quantity.decrease')}
          disabled={disabled || value <= min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="quantity-field__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={typed}
          disabled={disabled}
          onChange={(event) => {
            setTyped(event.target.value)
            const quantity = quantityWithin(event.target.value, min, max)
            if (quantity !== null) onChange(quantity)
          }}
          onBlur={() => setTyped(String(value))}
        />
        <button
          type="button"
          className="quantity-field__button"
          aria-label={t('quantity.increase')}
          disabled={disabled || value >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {unitLabel ? <span className="quantity-field__unit">{unitLabel}</span> : null}
    </div>
  )
}

export default QuantityField
