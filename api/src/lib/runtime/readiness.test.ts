import { db } from 'src/lib/db'

import {
  appliedMigrations,
  checkReadiness,
  missingMigrations,
  shippedMigrations,
} from './readiness'

describe('missingMigrations', () => {
  it('lists shipped migrations the database has not applied, in order', () => {
    expect(missingMigrations(['a_init', 'b_search', 'c_keys'], ['a_init'])).toEqual([
      'b_search',
      'c_keys',
    ])
    expect(missingMigrations(['a_init'], ['a_init', 'z_from_a_newer_release'])).toEqual([])
    expect(missingMigrations([], [])).toEqual([])
  })
})

describe('checkReadiness', () => {
  it('is ready when every shipped migration is applied', async () => {
    expect(await checkReadiness(['a', 'b'], async () => ['a', 'b'])).toEqual({ ready: true })
  })

  it('names the migrations a database lacks', async () => {
    expect(await checkReadiness(['a', 'b', 'c'], async () => ['a'])).toEqual({
      ready: false,
      reason: 'migrations',
      detail: 'not applied: b, c',
    })
  })

  it('says the database is the problem when it does not answer', async () => {
    const readiness = await checkReadiness(['a'], async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at stack')
    })
    expect(readiness).toEqual({
      ready: false,
      reason: 'database',
      detail: 'connect ECONNREFUSED 127.0.0.1:5432',
    })
  })

  it('reads the shipped migrations and what the test database applied', async () => {
    const shipped = shippedMigrations()
    expect(shipped.length).toBeGreaterThan(0)
    expect(shipped.every((name) => /^\d{14}_/.test(name))).toBe(true)
    // `npm test` builds the test database from the migrations (TEST_DATABASE_STRATEGY=reset);
    // with `db push` there is no migrations table to read.
    const [{ exists }] = await db.$queryRaw<{ exists: boolean }[]>`
      SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`
    if (exists) expect(missingMigrations(shipped, await appliedMigrations())).toEqual([])
    else await expect(appliedMigrations()).rejects.toThrow()
  })
})
