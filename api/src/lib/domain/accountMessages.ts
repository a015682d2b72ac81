/**
 * What the account use cases answer a person (login, registration, the
 * letters asked for by e-mail), here in the kernel so that the web can name
 * them by key (domain/kernelMessages) and show them in the page's language;
 * the services answer these Russian words as they always did. Pure.
 */

/** One message for an unknown e-mail and a wrong password: no account enumeration. */
export const LOGIN_FAILED = 'Неверный e-mail или пароль.'
export const EMAIL_NOT_CONFIRMED =
  'Подтвердите e-mail: ссылка в письме, которое пришло после регистрации.'

export const REGISTERED =
  'Проверьте почту: мы отправили письмо со ссылкой для подтверждения e-mail.'
export const RESENT = 'Если адрес зарегистрирован и не подтверждён, мы отправили письмо ещё раз.'
export const EMAIL_CONFIRMED = 'E-mail подтверждён. Теперь можно войти.'
export const RESET_SENT =
  'Если адрес зарегистрирован, мы отправили письмо со ссылкой для смены пароля.'
