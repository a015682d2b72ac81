import { readStored, STORAGE_KEYS, writeStored } from './storage'

/** SPEC §4/§9: a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

export const shouldReloadAfterChunkError = (lastReloadAt: number | null, now: number) =>
  lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS

const timestamp = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** Vite reports a failed dynamic import (a deploy replaced the chunks) as `vite:preloadError`. */
export function installChunkReloadGuard(reload = () => window.location.reload()) {
  const onError = (event: Event) => {
    const now = Date.now()
    if (!shouldReloadAfterChunkError(readStored(STORAGE_KEYS.chunkReload, timestamp), now)) return
    event.preventDefault()
    writeStored(STORAGE_KEYS.chunkReload, now)
    reload()
  }
  window.addEventListener('vite:preloadError', onError)
  return () => window.removeEventListener('vite:preloadError', onError)
}
