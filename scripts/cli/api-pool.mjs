/* eslint-env node, es2022 */
// The api processes the production web server sends requests to. Each process
// is `starting` until it answers its readiness check, `ready` while it takes
// requests, and `draining` once it is being stopped: a draining process gets
// no new request and is stopped only when its requests in flight are done, so
// a planned restart fails no shopper's request.

export class ApiPool {
  constructor() {
    /** @type {Map<string, {id: string, origin: string, state: string, inFlight: number, served: number}>} */
    this.members = new Map()
    this.turn = 0
  }

  /** One api server at a fixed address, always taken as ready (`serve.mjs`, `rw serve`). */
  static single(origin) {
    const pool = new ApiPool()
    pool.add('api', origin)
    pool.setState('api', 'ready')
    return pool
  }

  add(id, origin) {
    this.members.set(id, { id, origin, state: 'starting', inFlight: 0, served: 0 })
  }

  setState(id, state) {
    const member = this.members.get(id)
    if (member) member.state = state
  }

  remove(id) {
    this.members.delete(id)
  }

  get readyCount() {
    return [...this.members.values()].filter((m) => m.state === 'ready').length
  }

  /**
   * The ready process with the fewest requests in flight (ties in turn), or
   * null when none is ready. `exclude` skips a process that just failed.
   */
  pick(exclude) {
    const ready = [...this.members.values()].filter(
      (member) => member.state === 'ready' && member.id !== exclude
    )
    if (ready.length === 0) return null
    this.turn = (this.turn + 1) % ready.length
    const rotated = [...ready.slice(this.turn), ...ready.slice(0, this.turn)]
    return rotated.reduce((best, member) => (member.inFlight < best.inFlight ? member : best))
  }

  acquire(member) {
    member.inFlight++
    member.served++
  }

  release(member) {
    member.inFlight = Math.max(0, member.inFlight - 1)
  }

  /** Resolves when `id` has no request in flight (or is gone), or after `timeoutMs`. */
  async idle(id, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const member = this.members.get(id)
      if (!member || member.inFlight === 0) return true
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return false
  }

  snapshot() {
    return [...this.members.values()].map(({ id, state, inFlight, served }) => ({
      id,
      state,
      inFlight,
      served,
    }))
  }
}
