import { EMAIL_MESSAGE, normalizeEmail, REQUIRED_MESSAGE, tooLongMessage } from './contactFields'
import { normalizeKzPhone, PHONE_INCOMPLETE_MESSAGE } from './phone'
import { z } from './zod'

/**
 * The building blocks of every use case's input schema (issue «Every input
 * has one contract»): one zod schema per use case is built from these, and
 * the REST body, the GraphQL arguments and the web form are all parsed by
 * it, with these Russian messages. Pure and free of the database, so the web
 * imports it too (`@domain/inputFields`).
 */

/* eslint-disable no-control-regex */
/** Single-line text and query values: no control characters at all. */
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
/** Long text (comments, pasted lists): tab, newline and carriage return stay allowed. */
const FORBIDDEN_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Whether a text holds nothing no field may hold: NUL and other control
 * characters (C0, DEL, C1; in `text` tab and newlines are allowed), lone
 * UTF-16 surrogates (no UTF-8 text has them; PostgreSQL refuses them), and
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make a name or an article read other than it is.
 */
export function isCleanText(value: string, kind: 'line' | 'text'): boolean {
  return (
    !(kind === 'line' ? FORBIDDEN_IN_LINE : FORBIDDEN_IN_TEXT).test(value) &&
    !LONE_SURROGATE.test(value)
  )
}

/** The largest integer a database id or count column holds (PostgreSQL `integer`). */
export const MAX_DB_INTEGER = 2_147_483_647

export const INVALID_CHARACTERS_MESSAGE =
  'Поле содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).'
export const TEXT_TYPE_MESSAGE = 'Введите текст.'
export const INTEGER_MESSAGE = 'Введите целое число.'
export const BOOLEAN_MESSAGE = 'Ожидается true или false.'
export const LIST_MESSAGE = 'Ожидается список.'
export const OBJECT_MESSAGE = 'Ожидается объект с полями.'
export const CHOICE_MESSAGE = 'Выберите значение из списка.'
export const INVALID_MESSAGE = 'Неверное значение.'
export const integerRangeMessage = (min: number, max: number) =>
  `Введите целое число от ${min} до ${max}.`
export const tooManyMessage = (max: number) => `Не больше ${max} элементов.`

const isAbsent = (input: unknown) => input === undefined || input === null

/**
 * The Russian words for whatever a schema does not word itself (a wrong
 * type, a value out of range), in the old API's (DRF's) manner. Every parse
 * of an input schema passes it (`parseWith`), on the api and in the forms.
 */
export function russianIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isAbsent(issue.input)) return REQUIRED_MESSAGE
      switch (issue.expected) {
        case 'string':
          return TEXT_TYPE_MESSAGE
        case 'number':
        case 'int':
        case 'bigint':
          return INTEGER_MESSAGE
        case 'boolean':
          return BOOLEAN_MESSAGE
        case 'array':
          return LIST_MESSAGE
        case 'object':
          return OBJECT_MESSAGE
        default:
          return INVALID_MESSAGE
      }
    case 'too_big':
      if (issue.origin === 'string') return tooLongMessage(Number(issue.maximum))
      if (issue.origin === 'array') return tooManyMessage(Number(issue.maximum))
      return `Убедитесь, что значение не больше ${String(issue.maximum)}.`
    case 'too_small':
      if (issue.origin === 'string') return REQUIRED_MESSAGE
      if (issue.origin === 'array') return `Нужно хотя бы ${String(issue.minimum)}.`
      return `Убедитесь, что значение не меньше ${String(issue.minimum)}.`
    case 'invalid_value':
    case 'invalid_union':
      return CHOICE_MESSAGE
    default:
      return INVALID_MESSAGE
  }
}

export type FieldErrors = Record<string, string[]>

/**
 * What a schema parses to. Redwood's tsconfig has no strictNullChecks, and
 * without it zod infers every key as optional; a parsed input has them all.
 */
export type Parsed<T> = T extends readonly (infer Item)[]
  ? Parsed<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T]-?: Parsed<T[K]> }
      : T

/** The parsed input of a use case's schema. */
export type InputOf<S extends z.ZodType> = Parsed<z.output<S>>

/** Where errors of the input as a whole go (DRF's name for them). */
export const NON_FIELD_ERRORS = 'non_field_errors'

/** A zod error as DRF-style field errors: the top-level field → its messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : NON_FIELD_ERRORS
    const messages = (fields[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return fields
}

/** One parse of an input, as every edge does it: the value, or the field errors. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown
): { data: InputOf<S> } | { fields: FieldErrors } {
  const result = schema.safeParse(raw, { error: russianIssue })
  return result.success
    ? { data: result.data as InputOf<S> }
    : { fields: fieldErrorsOf(result.error) }
}

interface TextOptions {
  max: number
  /** Message when empty or absent; without it the field is optional ('' when absent). */
  required?: string
  /** An optional field left out is null (e.g. «keep what is stored»), not ''. */
  absentAsNull?: boolean
  /** Message for a value that is not text (default TEXT_TYPE_MESSAGE). */
  invalid?: string
}

function textOf(
  kind: 'line' | 'text',
  { max, required, absentAsNull, invalid = TEXT_TYPE_MESSAGE }: TextOptions
) {
  const text = z
    .string()
    .trim()
    .refine((value) => isCleanText(value, kind), INVALID_CHARACTERS_MESSAGE)
    .refine((value) => value.length <= max, tooLongMessage(max))
    .meta({ maxLength: max })
  if (required) {
    return z
      .string({ error: (issue) => (isAbsent(issue.input) ? required : invalid) })
      .pipe(text.refine((value) => value !== '', required))
  }
  return z
    .string({ error: invalid })
    .pipe(text)
    .nullish()
    .transform((value) => value ?? (absentAsNull ? null : ''))
}

/** A single-line text (a name, an article): trimmed, no control characters. */
export const line = (options: TextOptions) => textOf('line', options)

/** A long text (a comment): trimmed; tab and newlines allowed. */
export const longText = (options: TextOptions) => textOf('text', options)

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/
const MAX_EMAIL_LENGTH = 254

/** An e-mail: trimmed and lower-cased (how addresses are compared and stored). */
export const email = () =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? REQUIRED_MESSAGE : EMAIL_MESSAGE) })
    .transform(normalizeEmail)
    .refine((value) => value !== '', REQUIRED_MESSAGE)
    .refine(
      // An empty address is only «required», not also malformed. (Not by
      // `abort`: an aborted field stops the checks of a form's whole schema.)
      // The pattern alone lets NUL and direction marks through (they are not spaces).
      (value) =>
        value === '' ||
        (value.length <= MAX_EMAIL_LENGTH &&
          EMAIL_PATTERN.test(value) &&
          isCleanText(value, 'line')),
      EMAIL_MESSAGE
    )
    .meta({ format: 'email', example: 'client@example.kz' })

/** An e-mail that may be left out: null when absent or empty. */
export const optionalEmail = () =>
  z
    .union([z.literal(''), z.null(), email()], { error: EMAIL_MESSAGE })
    .optional()
    .transform((value) => value || null)

/** A Kazakhstan phone number in any accepted form, as E.164 (`+77012345678`). */
export const kzPhone = (required = REQUIRED_MESSAGE) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? required : PHONE_INCOMPLETE_MESSAGE) })
    .trim()
    .refine((value) => value !== '', required)
    .transform((value, context) => {
      const phone = normalizeKzPhone(value)
      if (phone) return phone
      context.addIssue({ code: 'custom', message: PHONE_INCOMPLETE_MESSAGE, input: value })
      return z.NEVER
    })
    .meta({ example: '+7 (701) 234 56 78' })

/**
 * A whole number within [min, max], as a JSON number or as digits (forms and
 * spreadsheets send text; DRF accepted both). `1.5`, `"1e3"` and `true` are not.
 */
export function integer({
  min = 1,
  max = MAX_DB_INTEGER,
  message = integerRangeMessage(min, max),
  invalid = INTEGER_MESSAGE,
  required = REQUIRED_MESSAGE,
}: { min?: number; max?: number; message?: string; invalid?: string; required?: string } = {}) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (isAbsent(issue.input) ? required : invalid),
    })
    .transform((value, context) => {
      if (typeof value === 'number') return value
      if (/^\s*-?\d{1,16}\s*$/.test(value)) return Number(value)
      const message = value.trim() === '' ? required : invalid
      context.addIssue({ code: 'custom', message, input: value })
      return z.NEVER
    })
    .pipe(
      z
        .number()
        .refine(Number.isInteger, invalid)
        .refine((value) => value >= min && value <= max, message)
    )
    .meta({ minimum: min, maximum: max })
}

/** A database id (1 … 2^31 − 1). */
export const id = (message?: string) =>
  integer({ min: 1, max: MAX_DB_INTEGER, message, invalid: message ?? INTEGER_MESSAGE })

/**
 * A consent checkbox: true, or what forms send for a ticked box ('true',
 * 'on'). Anything else is `message`.
 */
export const consent = (message: string) =>
  z
    .union([z.boolean(), z.string(), z.null()])
    .optional()
    .refine((value) => value === true || value === 'true' || value === 'on', message)
    .transform(() => true as const)

/** A checkbox that forms show only sometimes: absent is fine; sent, it must be ticked. */
export const optionalConsent = (message: string) =>
  z
    .union([z.boolean(), z.string(), z.null()])
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value === null ||
        value === true ||
        value === 'true' ||
        value === 'on',
      message
    )
    .transform((value) => value !== undefined && value !== null)
