import { logger } from './logger'

/**
 * A number the operator sets in the environment. Unset or blank means the
 * default; anything that is not a finite number of at least `min` also means
 * the default, said once in the log. `Number('abc')` is NaN and `Number('')`
 * is 0, and either would silently switch a limit off or size a pool at nothing.
 * `integer`: a count, port or size in whole units (rounded down).
 */
export function numberSetting(
  name: string,
  fallback: number,
  {
    min = 0,
    integer = false,
    env = process.env,
  }: { min?: number; integer?: boolean; env?: NodeJS.ProcessEnv } = {}
): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const parsed = Number(raw)
  const value = integer ? Math.floor(parsed) : parsed
  if (Number.isFinite(value) && value >= min) return value
  warnOnce(name, raw, fallback)
  return fallback
}

const warned = new Set<string>()

function warnOnce(name: string, raw: string, fallback: number) {
  const key = `${name}=${raw}`
  if (warned.has(key)) return
  warned.add(key)
  logger.warn(
    { setting: name, value: raw, used: fallback },
    `${name} is not a usable number: the default is used`
  )
}
