import { z } from 'zod'

/** Shapes shared by many responses of /api/v1. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })

export const ErrorDetail = z
  .strictObject({ detail: z.string() })
  .describe('Ошибка: 401, 403, 404, 405, 409, 429')

export const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('400: сообщения по полям запроса')

/** Money in tenge as a number with two decimals at most (DRF DecimalField with coerce_to_string=False). */
export const Money = z.number()
