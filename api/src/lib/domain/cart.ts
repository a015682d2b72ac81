import { MAX_LINE_QUANTITY, QUANTITY_MESSAGE } from './orderLines'

/**
 * The shopper's cart (SPEC §4 "Cart (popover)", "Cart (local store)", §5):
 * plus adds one (the first add sets 1), a typed integer sets the quantity,
 * below 1 removes the line, anything but an integer is refused. Pure; the
 * cart service and the web use it.
 */
export const INTEGER_MESSAGE = 'Введите целое число.'

export type CartChange =
  | { kind: 'increment' }
  | { kind: 'set'; quantity: number }
  | { kind: 'remove' }
  | { kind: 'invalid'; message: string }

/** What a cart quantity as sent means: absent → +1, integer < 1 → remove, integer → set. */
export function cartChangeOf(raw: unknown): CartChange {
  if (raw === undefined || raw === null) return { kind: 'increment' }
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)
        ? Number(raw)
        : NaN
  if (!Number.isInteger(value)) return { kind: 'invalid', message: INTEGER_MESSAGE }
  if (value < 1) return { kind: 'remove' }
  if (value > MAX_LINE_QUANTITY) return { kind: 'invalid', message: QUANTITY_MESSAGE }
  return { kind: 'set', quantity: value }
}

/**
 * A guest's local cart meeting the server cart at login: each line keeps the
 * larger quantity, so merging twice never doubles anything.
 */
export const mergedQuantity = (server: number | undefined, local: number) =>
  Math.min(MAX_LINE_QUANTITY, Math.max(server ?? 0, local))

/** The most lines a merge request may carry. */
export const MAX_MERGE_LINES = 200
