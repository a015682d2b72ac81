import { TtlCache } from './ttlCache'

describe('TtlCache', () => {
  it('keeps a value until its time to live runs out', () => {
    let now = 0
    const cache = new TtlCache<number>(1000, 10, () => now)
    cache.set('a', 1)
    now = 999
    expect(cache.get('a')).toBe(1)
    now = 1000
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the least recently used entry past its size', () => {
    const cache = new TtlCache<number>(1000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.size).toBe(2)
  })

  it('computes once and serves the stored value afterwards', async () => {
    const cache = new TtlCache<number>(1000, 10)
    const compute = jest.fn(async () => 42)
    expect(await cache.getOrCompute('k', compute)).toBe(42)
    expect(await cache.getOrCompute('k', compute)).toBe(42)
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = new TtlCache<number>(1000, 10)
    let finish: (value: number) => void = () => {}
    const compute = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)))
    const first = cache.getOrCompute('k', compute)
    const second = cache.getOrCompute('k', compute)
    await Promise.resolve()
    await Promise.resolve()
    finish(7)
    expect(await Promise.all([first, second])).toEqual([7, 7])
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('does not keep a value whose computation overlapped a clear (read before a write)', async () => {
    const cache = new TtlCache<number>(1000, 10)
    let finish: (value: number) => void = () => {}
    const stale = cache.getOrCompute(
      'k',
      () => new Promise<number>((resolve) => (finish = resolve))
    )
    await Promise.resolve()
    await Promise.resolve()
    cache.clear()
    finish(1)
    expect(await stale).toBe(1)
    expect(cache.get('k')).toBeUndefined()
    expect(await cache.getOrCompute('k', async () => 2)).toBe(2)
  })

  it('forgets a failed computation so the next call tries again', async () => {
    const cache = new TtlCache<number>(1000, 10)
    await expect(
      cache.getOrCompute('k', () => {
        throw new Error('down')
      })
    ).rejects.toThrow('down')
    expect(await cache.getOrCompute('k', async () => 3)).toBe(3)
  })

  it('bounds the total weight too, dropping the least recently used first', () => {
    const cache = new TtlCache<string>(1000, 10, Date.now, { weigh: (v) => v.length, max: 5 })
    cache.set('a', 'xx')
    cache.set('b', 'yy')
    cache.get('a')
    cache.set('c', 'zz')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('xx')
    expect(cache.get('c')).toBe('zz')
    cache.set('huge', 'xxxxxx')
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.size).toBe(2)
    cache.set('a', 'x')
    cache.set('d', 'ww')
    expect(cache.size).toBe(3)
  })
})
