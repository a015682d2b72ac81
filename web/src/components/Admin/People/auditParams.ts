import { adminAuditListInput } from '@domain/adminPeopleLists'
import { parseWith } from '@domain/inputFields'

const KEYS = ['page', 'entity', 'actorEmail', 'from', 'to'] as const

/**
 * The address read with the api's own list schema. A value it refuses (a
 * hand-edited link, «по» before «с») is left out of the list, and its
 * message is shown, rather than failing the whole log.
 */
export function auditParamsOf(params: Record<string, string | undefined>) {
  const raw: Record<string, unknown> = {}
  for (const key of KEYS) if (params[key]) raw[key] = params[key]
  const messages: string[] = []
  for (let attempt = 0; attempt <= KEYS.length; attempt++) {
    const parsed = parseWith(adminAuditListInput, raw)
    if ('data' in parsed) {
      const { page, entity, actorEmail, from, to } = parsed.data
      return { page, filters: { entity, actorEmail, from, to }, messages }
    }
    const refused = Object.entries(parsed.fields)
    for (const [, errors] of refused) messages.push(...errors)
    // A message on no field of the address (none today) drops the whole filter.
    if (!refused.some(([key]) => key in raw)) for (const key of KEYS) delete raw[key]
    for (const [key] of refused) delete raw[key]
  }
  throw new Error('unreachable: an empty audit address always parses')
}
