/**
 * The words of the new-password rule (domain/passwordRules), apart from the
 * rule itself: the rule carries the 49 000-entry common-password list, and
 * the web's message catalogue (domain/messageKeys) must not pull it in. Pure.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  tooShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  tooLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`,
  onlyDigits: 'Пароль не должен состоять только из цифр',
  containsEmail: 'Пароль не должен совпадать с адресом электронной почты или содержать его',
  tooCommon: 'Этот пароль слишком распространён, выберите другой',
  trivial: 'Пароль не должен состоять из повторов или идущих подряд символов и клавиш',
} as const
