import pg from 'pg'

import { db } from 'src/lib/db'

import {
  announceCacheChange,
  CACHE_CHANNEL,
  cacheAreaOf,
  listenForCacheChanges,
  type CacheListener,
} from './cacheSignals'

// The other side of the signal, as another api process or a script would send it.
async function withOtherProcess<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('cacheAreaOf', () => {
  it('knows the three areas and nothing else', () => {
    expect(cacheAreaOf('catalog')).toBe('catalog')
    expect(cacheAreaOf('content')).toBe('content')
    expect(cacheAreaOf('sessions')).toBe('sessions')
    for (const payload of ['', 'Catalog', 'catalog ', 'prices', undefined]) {
      expect(cacheAreaOf(payload)).toBeNull()
    }
  })
})

describe('listenForCacheChanges', () => {
  let listener: CacheListener | null = null
  const forget = { catalog: jest.fn(), content: jest.fn(), sessions: jest.fn() }

  beforeEach(() => {
    forget.catalog.mockClear()
    forget.content.mockClear()
    forget.sessions.mockClear()
  })
  afterEach(async () => {
    await listener?.stop()
    listener = null
  })

  it('forgets the area another process names, and ignores what is not a signal', async () => {
    listener = listenForCacheChanges(forget)
    await listener.ready
    await withOtherProcess(async (other) => {
      await other.query(`SELECT pg_notify($1, 'nonsense'), pg_notify('other_channel', 'catalog')`, [
        CACHE_CHANNEL,
      ])
      await other.query(`SELECT pg_notify($1, 'catalog')`, [CACHE_CHANNEL])
    })
    await waitFor(() => forget.catalog.mock.calls.length > 0)
    expect(forget.catalog).toHaveBeenCalledTimes(1)
    expect(forget.content).not.toHaveBeenCalled()
  })

  it('hears a change sent in a transaction when it commits, never when it rolls back', async () => {
    listener = listenForCacheChanges(forget)
    await listener.ready
    await expect(
      db.$transaction(async (tx) => {
        await announceCacheChange(tx, 'content')
        throw new Error('the write failed')
      })
    ).rejects.toThrow('the write failed')
    await db.$transaction((tx) => announceCacheChange(tx, 'catalog'))
    await waitFor(() => forget.catalog.mock.calls.length > 0)
    // Signals arrive in commit order: the rolled-back one would have come first.
    expect(forget.content).not.toHaveBeenCalled()
  })

  it('after a lost connection forgets everything, listens again and hears the next change', async () => {
    listener = listenForCacheChanges(forget, { retryMs: 50 })
    await listener.ready
    await withOtherProcess(async (other) => {
      const ended = await other.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE query = $1 AND pid <> pg_backend_pid() AND datname = current_database()`,
        [`LISTEN ${CACHE_CHANNEL}`]
      )
      expect(ended.rows.length).toBeGreaterThan(0)
    })
    await waitFor(() => forget.content.mock.calls.length > 0)
    expect(forget.catalog).toHaveBeenCalled()

    forget.catalog.mockClear()
    forget.content.mockClear()
    // Listening again (after its pause): a signal sent now is heard.
    await withOtherProcess(async (other) => {
      for (let tries = 0; tries < 50 && !forget.content.mock.calls.length; tries++) {
        await other.query(`SELECT pg_notify($1, 'content')`, [CACHE_CHANNEL])
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    expect(forget.content).toHaveBeenCalled()
  })

  it('stops listening when asked', async () => {
    listener = listenForCacheChanges(forget)
    await listener.ready
    await listener.stop()
    listener = null
    await withOtherProcess((other) =>
      other.query(`SELECT pg_notify($1, 'catalog')`, [CACHE_CHANNEL])
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(forget.catalog).not.toHaveBeenCalled()
  })
})
