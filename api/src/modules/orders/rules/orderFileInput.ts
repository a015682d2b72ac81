import {
  INVALID_CHARACTERS_MESSAGE,
  isCleanText,
  type InputOf,
} from '../../../lib/domain/inputFields'
import { MAX_FILE_BYTES, TOO_LARGE_MESSAGE } from '../../../lib/domain/orderFileRows'
import { z } from '../../../lib/domain/zod'

/**
 * The inputs of an order's files (SPEC §7 /order/{id}/files/): a pasted list
 * kept like a file, and the fill of a draft from a file. One schema each,
 * parsed alike by the REST body, the GraphQL arguments and the order page.
 * A spreadsheet upload is multipart and read by the service. Pure.
 */
export const TEXT_MESSAGE = 'Вставьте строки «артикул количество».'
/** The old API's message for a flag that is not a boolean, kept on the wire. */
export const FLAG_MESSAGE = 'Требуется логическое значение.'

/** UTF-8 size without Buffer (the web parses with this schema too). */
function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/**
 * A pasted list of «артикул количество» lines: text with tabs and newlines
 * (spreadsheet cells paste as tabs), up to the size of a file.
 */
export const orderTextInput = z.object({
  text: z
    .string({ error: TEXT_MESSAGE })
    // Size first: a text larger than a file is refused before it is scanned.
    .refine((text) => utf8Bytes(text) <= MAX_FILE_BYTES, {
      message: TOO_LARGE_MESSAGE,
      abort: true,
    })
    .refine((text) => isCleanText(text, 'text'), {
      message: INVALID_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine((text) => text.trim() !== '', TEXT_MESSAGE)
    .meta({ description: 'Строки «артикул количество», до 5 МБ', maxLength: MAX_FILE_BYTES }),
})
export type OrderTextInput = InputOf<typeof orderTextInput>

/** A yes/no of the old API: a JSON boolean or 'true'/'false' (forms); absent is no. */
const flag = () =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false')], { error: FLAG_MESSAGE })
    .nullish()
    .transform((value) => value === true || value === 'true')

/**
 * Filling a draft from one of its files: `replace` empties the draft first,
 * `force` skips rows with problems (both default to no).
 */
export const fillOrderInput = z.object({
  replace: flag().meta({ description: 'Сначала очистить черновик' }),
  force: flag().meta({ description: 'Пропустить строки с ошибками' }),
})
export type FillOrderInput = InputOf<typeof fillOrderInput>
