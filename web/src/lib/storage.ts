/**
 * JSON values in the browser's local storage. Reads never throw: storage may
 * be missing (private mode, Storybook in a sandbox) or hold anything, and
 * unparseable data is cleared (SPEC §8) and replaced by the fallback.
 */
const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStored<T>(key: string, sanitize: (value: unknown) => T): T {
  const storage = store()
  const raw = storage?.getItem(key) ?? null
  if (raw === null) return sanitize(undefined)
  try {
    return sanitize(JSON.parse(raw))
  } catch {
    storage?.removeItem(key)
    return sanitize(undefined)
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    store()?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or forbidden storage: the value lives on in memory for this visit.
  }
}

/**
 * Stores `value` again when the text kept under `key` is not what it would be
 * written as: an older format read through a sanitizer leaves the device in
 * the current one at once, not at the next write.
 */
export function rewriteStored(key: string, value: unknown) {
  const raw = store()?.getItem(key) ?? null
  if (raw !== null && raw !== JSON.stringify(value)) writeStored(key, value)
}

export function removeStored(key: string) {
  store()?.removeItem(key)
}

/** Keys the shop keeps in local storage. */
export const STORAGE_KEYS = {
  cart: 'akvatoria.cart',
  compare: 'akvatoria.compare',
  viewed: 'akvatoria.recentlyViewed',
  userInfo: 'akvatoria.userInfo',
  chunkReload: 'akvatoria.chunkReloadAt',
} as const
