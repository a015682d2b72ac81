import { checkReadiness, missingMigrations, shippedMigrations } from './readiness'

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
  it('is ready on the test database, which has every shipped migration', async () => {
    expect(shippedMigrations().length).toBeGreaterThan(0)
    expect(await checkReadiness()).toEqual({ ready: true })
  })

  it('names the migrations a database lacks', async () => {
    const readiness = await checkReadiness([...shippedMigrations(), '29991231000000_not_yet'])
    expect(readiness).toEqual({
      ready: false,
      reason: 'migrations',
      detail: 'not applied: 29991231000000_not_yet',
    })
  })
})
