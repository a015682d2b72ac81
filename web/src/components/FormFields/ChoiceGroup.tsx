import { useFormContext } from '@redwoodjs/forms'

import { usePagesT } from 'src/lib/i18n/pageSide'

import { FieldMessages } from './FieldParts'

export interface Choice {
  value: string
  label: string
  /** A line under the label («Оплата по счёту с НДС…»); for a disabled choice, why. */
  hint?: string
  /** Shown but not choosable now (e.g. «В рассрочку» for a sum outside its bounds). */
  disabled?: boolean
}

interface ChoiceGroupProps {
  name: string
  legend: string
  choices: readonly Choice[]
  required?: boolean
}

/**
 * One of a few choices as radio buttons in a fieldset (how the order
 * reaches the shopper, how it is paid): the legend names the group for
 * screen readers, each choice may carry a hint, and the schema's message
 * is tied to the group.
 */
const ChoiceGroup = ({ name, legend, choices, required }: ChoiceGroupProps) => {
  const { register } = useFormContext()
  const t = usePagesT()
  const errorId = `field-${name}-error`
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={errorId}
      aria-required={required || undefined}
    >
      <legend className="field__label">
        {legend}
        {required ? (
          <span className="field__required" aria-hidden="true" title={t('form.required')}>
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {choices.map((choice) => {
        const id = `field-${name}-${choice.value}`
        const hintId = `${id}-hint`
        // The hint describes the choice; the label alone names it.
        return (
          <div
            key={choice.value}
            className={`choice-group__choice${choice.disabled ? ' choice-group__choice--disabled' : ''}`}
          >
            <input
              id={id}
              type="radio"
              value={choice.value}
              disabled={choice.disabled}
              aria-describedby={choice.hint ? hintId : undefined}
              {...register(name)}
            />
            <span className="choice-group__text">
              <label htmlFor={id}>{choice.label}</label>
              {choice.hint ? (
                <span id={hintId} className="choice-group__hint">
                  {choice.hint}
                </span>
              ) : null}
            </span>
          </div>
        )
      })}
      <FieldMessages name={name} id={errorId} />
    </fieldset>
  )
}

export default ChoiceGroup
