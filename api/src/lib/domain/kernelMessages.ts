import { BAD_TOKEN, PROFILE_MESSAGES } from './accountInput'
import {
  EMAIL_CONFIRMED,
  EMAIL_NOT_CONFIRMED,
  LOGIN_FAILED,
  REGISTERED,
  RESENT,
  RESET_SENT,
} from './accountMessages'
import { LEAD_SENT_MESSAGE } from './callbackLead'
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from './contactFields'
import {
  CHOICE_MESSAGE,
  integerRangeMessage,
  INTEGER_MESSAGE,
  INVALID_CHARACTERS_MESSAGE,
  INVALID_MESSAGE,
  TEXT_TYPE_MESSAGE,
  tooManyMessage,
} from './inputFields'
import {
  INSTALLMENT_UNAVAILABLE_MESSAGE,
  INSTALLMENT_UNPRICED_MESSAGE,
  installmentOutsideMessage,
} from './installment'
import { BIK_MESSAGE, BIN_MESSAGES, IBAN_MESSAGES, KBE_MESSAGE } from './kzRequisites'
import { placeholder, type SharedMessage } from './messageKeys'
import { ORDER_STATUS_TITLES, orderStatusTitle, transitionProblem } from './orderLifecycle'
import { ORDER_LINE_MESSAGES } from './orderLineMessages'
import { NO_ITEMS_MESSAGE, TOO_MANY_LINES_MESSAGE } from './orderLines'
import { PASSWORD_MESSAGES } from './passwordMessages'
import { PASSWORD_CHANGED } from './passwordSetNotice'
import { PHONE_INCOMPLETE_MESSAGE } from './phone'

/** The shared kernel's messages a shopper can meet in the shop's forms and pages. */
export const KERNEL_MESSAGES: readonly SharedMessage[] = [
  { key: 'required', ru: REQUIRED_MESSAGE },
  // The old REST API's cart and favourites wording, with its full stop.
  { key: 'required', ru: `${REQUIRED_MESSAGE}.` },
  { key: 'email', ru: EMAIL_MESSAGE },
  { key: 'phoneIncomplete', ru: PHONE_INCOMPLETE_MESSAGE },
  { key: 'tooLong', ru: tooLongMessage(placeholder('max')) },
  { key: 'invalidCharacters', ru: INVALID_CHARACTERS_MESSAGE },
  { key: 'textType', ru: TEXT_TYPE_MESSAGE },
  { key: 'integer', ru: INTEGER_MESSAGE },
  { key: 'integerRange', ru: integerRangeMessage(placeholder('min'), placeholder('max')) },
  { key: 'tooMany', ru: tooManyMessage(placeholder('max')) },
  { key: 'choice', ru: CHOICE_MESSAGE },
  { key: 'invalid', ru: INVALID_MESSAGE },
  { key: 'installmentUnavailable', ru: INSTALLMENT_UNAVAILABLE_MESSAGE },
  { key: 'installmentUnpriced', ru: INSTALLMENT_UNPRICED_MESSAGE },
  {
    key: 'installmentOutside',
    // The bounds are tenge as installmentRange writes them («6 000», «2 000 000 ₸»).
    ru: installmentOutsideMessage({ min: 1, max: 1 })
      .replace(/от .+? до .+?\./, 'от {min} до {max}.')
      .trim(),
  },
  ...ORDER_LINE_MESSAGES,
  { key: 'noItems', ru: NO_ITEMS_MESSAGE },
  { key: 'tooManyLines', ru: TOO_MANY_LINES_MESSAGE },
  { key: 'badToken', ru: BAD_TOKEN },
  { key: 'loginFailed', ru: LOGIN_FAILED },
  { key: 'emailNotConfirmed', ru: EMAIL_NOT_CONFIRMED },
  { key: 'registered', ru: REGISTERED },
  { key: 'resent', ru: RESENT },
  { key: 'resetSent', ru: RESET_SENT },
  { key: 'emailConfirmed', ru: EMAIL_CONFIRMED },
  { key: 'passwordSet', ru: PASSWORD_CHANGED },
  { key: 'notString', ru: PROFILE_MESSAGES.notString },
  { key: 'readOnly', ru: PROFILE_MESSAGES.readOnly },
  { key: 'notObject', ru: PROFILE_MESSAGES.notObject },
  { key: 'wrongCurrentPassword', ru: PROFILE_MESSAGES.wrongCurrentPassword },
  { key: 'passwordChanged', ru: PROFILE_MESSAGES.passwordChanged },
  { key: 'passwordTooShort', ru: PASSWORD_MESSAGES.tooShort },
  { key: 'passwordTooLong', ru: PASSWORD_MESSAGES.tooLong },
  { key: 'passwordOnlyDigits', ru: PASSWORD_MESSAGES.onlyDigits },
  { key: 'passwordContainsEmail', ru: PASSWORD_MESSAGES.containsEmail },
  { key: 'passwordTooCommon', ru: PASSWORD_MESSAGES.tooCommon },
  { key: 'passwordTrivial', ru: PASSWORD_MESSAGES.trivial },
  { key: 'binFormat', ru: BIN_MESSAGES.format },
  { key: 'binCheckDigit', ru: BIN_MESSAGES.checkDigit },
  { key: 'ibanFormat', ru: IBAN_MESSAGES.format },
  { key: 'ibanCheckDigits', ru: IBAN_MESSAGES.checkDigits },
  { key: 'bik', ru: BIK_MESSAGE },
  { key: 'kbe', ru: KBE_MESSAGE },
  // «Перезвоните мне»'s answer (the toast after sending).
  { key: 'leadSent', ru: LEAD_SENT_MESSAGE },
  // An order's status as the api titles it (`statusTitle`).
  ...Object.entries(ORDER_STATUS_TITLES).map(([status, ru]) => ({ key: `status.${status}`, ru })),
  { key: 'status.handedToCourier', ru: orderStatusTitle('ready', 'delivery') },
  { key: 'status.delivered', ru: orderStatusTitle('completed', 'delivery') },
  // A customer cancelling an order the shop has confirmed.
  { key: 'cancelConfirmed', ru: transitionProblem('confirmed', 'cancelled', 'customer') ?? '' },
]
