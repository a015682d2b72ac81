import { installChunkReloadGuard, shouldReloadAfterChunkError } from './chunkReload'

describe('chunk reload guard (SPEC §9: 60 000 ms)', () => {
  it('reloads at most once per 60 s', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true)
    expect(shouldReloadAfterChunkError(1000, 60_999)).toBe(false)
    expect(shouldReloadAfterChunkError(1000, 61_000)).toBe(true)
  })

  it('reloads on a preload error and not again within the minute', () => {
    localStorage.clear()
    const reload = jest.fn()
    const uninstall = installChunkReloadGuard(reload)
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(reload).toHaveBeenCalledTimes(1)
    uninstall()
  })
})
