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
})
