/**
 * A small in-process cache with a time to live and a size bound (least
 * recently used entries go first). For answers that may be a little stale
 * but are costly to compute on every request, such as the row count of a
 * large catalogue section. Each api process keeps its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>()
  /** Computations under way, so that concurrent misses of one key compute once. */
  private readonly pending = new Map<string, Promise<V>>()
  /** Moves on each clear(): a value computed from data read before it is not stored. */
  private generation = 0

  /** Sum of the kept values' weights (see `bound`). */
  private weight = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** Also bounds the sum of `weigh(value)` (e.g. bytes of kept answers). */
    private readonly bound?: { weigh: (value: V) => number; max: number }
  ) {}

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    if (this.bound) this.weight -= this.bound.weigh(entry.value)
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.drop(key)
      return undefined
    }
    // Re-insert to mark as recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.drop(key)
    const weight = this.bound?.weigh(value) ?? 0
    // A value heavier than the whole budget is not kept at all.
    if (this.bound && weight > this.bound.max) return
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
    this.weight += weight
    while (this.entries.size > this.maxEntries || (this.bound && this.weight > this.bound.max)) {
      this.drop(this.entries.keys().next().value as string)
    }
  }

  /**
   * The cached value, or `compute()`'s, stored for next time. Callers that
   * miss the same key meanwhile share one computation (a sale-day spike after
   * a price change asks once, not once per connection). A value whose
   * computation overlapped a clear() is returned but not kept: it may hold
   * what the write that caused the clear replaced.
   */
  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return Promise.resolve(cached)
    const running = this.pending.get(key)
    if (running) return running
    const generation = this.generation
    const computing = (async () => {
      try {
        // Started on a later tick, so a compute() that throws at once rejects like any other.
        const value = await Promise.resolve().then(compute)
        if (generation === this.generation) this.set(key, value)
        return value
      } finally {
        if (this.pending.get(key) === computing) this.pending.delete(key)
      }
    })()
    this.pending.set(key, computing)
    return computing
  }

  clear(): void {
    this.generation++
    this.entries.clear()
    this.weight = 0
    this.pending.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
