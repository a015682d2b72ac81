import { requiredRule } from 'src/components/FormFields/formRules'

export const PASSWORDS_DIFFER = 'Пароли не совпадают'

/** The repeat field must equal the field named `other` of the same form. */
export const repeatRule = (other: string) => ({
  ...requiredRule(),
  validate: (value: unknown, values: Record<string, unknown>) => {
    if (typeof value !== 'string' || !value) return requiredRule().validate(value)
    return value === values[other] || PASSWORDS_DIFFER
  },
})
