import { useMemo } from 'react'

import { parseWith, type InputOf } from '@domain/inputFields'
import type { z } from '@domain/zod'

import { useForm } from '@redwoodjs/forms'
import type {
  FieldErrors as FormErrors,
  FieldValues,
  Resolver,
  UseFormProps,
  UseFormRegister,
} from '@redwoodjs/forms'

type InputSchema = z.ZodType<unknown, FieldValues>

/**
 * A field's messages travel as one react-hook-form message, a line each
 * (FormFields' FieldMessages shows them so): never run together.
 */
export const FIELD_MESSAGE_SEPARATOR = '\n'
export const joinFieldMessages = (messages: readonly string[]) =>
  messages.join(FIELD_MESSAGE_SEPARATOR)

/**
 * react-hook-form validation by a use case's one input schema (api domain),
 * the same that parses the REST body and the GraphQL arguments, with the
 * same Russian messages: a form says exactly what the server would.
 *
 * Written here rather than taken from @hookform/resolvers: its first version
 * that knows zod 4 (5.x) needs react-hook-form ≥ 7.55, and Redwood 8.9 pins
 * 7.54. The whole job is this function.
 */
export function schemaResolver<S extends InputSchema>(schema: S): Resolver<z.input<S>> {
  return async (values) => {
    const parsed = parseWith(schema, values)
    // What the schema made of the values (trimmed texts, the phone in
    // E.164, the e-mail lower-cased or null) is what the submit handler gets.
    if ('data' in parsed) return { values: parsed.data as z.input<S>, errors: {} }
    const errors: FormErrors = {}
    for (const [name, messages] of Object.entries(parsed.fields)) {
      errors[name] = { type: 'schema', message: joinFieldMessages(messages) }
    }
    return { values: {}, errors: errors as FormErrors<z.input<S>> }
  }
}

/** The submit button under a mouse (or a tap's mouse) press right now, if any. */
let pressedSubmit: HTMLButtonElement | null = null
let watchingPresses = false

function watchSubmitPresses() {
  if (watchingPresses || typeof document === 'undefined') return
  watchingPresses = true
  // The press's mousedown comes first, then the browser moves the focus (the field's blur).
  document.addEventListener(
    'mousedown',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      pressedSubmit = button?.type === 'submit' ? button : null
    },
    true
  )
  document.addEventListener('mouseup', () => (pressedSubmit = null), true)
}

/** The field is left because its form's submit button is being pressed. */
const leftForPressedSubmit = (event: { target: unknown; relatedTarget?: unknown }) => {
  const field = event.target as { form?: HTMLFormElement | null } | null
  return (
    pressedSubmit !== null &&
    event.relatedTarget === pressedSubmit &&
    Boolean(field?.form) &&
    pressedSubmit.form === field?.form
  )
}

/**
 * Nothing on the screen may move between the press on «Сохранить» and its
 * release, or the release lands beside the moved button and the browser
 * drops the click (issue 30 §4: «Реквизиты компании» and «Добавить тип цен»
 * lost saves so). Leaving a field is what the press does first, so:
 * - a field is checked when it is first left and then as it is typed in
 *   (`onTouched`; after a submit, as it is typed in): a fixed value's
 *   message is gone before the pointer reaches the button, never at the press;
 * - a field left because its form's submit button is pressed is not checked
 *   then: the submit that follows the click checks every field. (Tabbing
 *   onto the button checks it as leaving it any other way does.)
 */
const stillForms = new WeakSet<object>()

function keepStillWhilePressingSubmit(formMethods: { register: UseFormRegister<FieldValues> }) {
  // useForm hands out one object for the form's life: its register is wrapped once.
  if (stillForms.has(formMethods)) return
  stillForms.add(formMethods)
  watchSubmitPresses()
  const register = formMethods.register
  formMethods.register = (name, options) => {
    const registered = register(name, options)
    return {
      ...registered,
      onBlur: async (event) => {
        if (!leftForPressedSubmit(event)) await registered.onBlur(event)
      },
    }
  }
}

/**
 * A form validated by `schema` (checked as above). `onValid(handler)` gives
 * the handler the parsed input, ready for the mutation.
 */
export function useSchemaForm<S extends InputSchema>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>>, 'resolver'> = {}
) {
  const resolver = useMemo(() => schemaResolver(schema), [schema])
  // A submit with errors takes the focus to the first field in error (every
  // schema form; issue 30 §5): react-hook-form's default, said so it stays.
  const formMethods = useForm<z.input<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...props,
    resolver,
  })
  keepStillWhilePressingSubmit(formMethods as never)
  const onValid =
    (handler: (input: InputOf<S>) => unknown) =>
    (values: z.input<S>): unknown =>
      handler(values as unknown as InputOf<S>)
  return { formMethods, onValid }
}
