import crypto from 'node:crypto'

/**
 * The cost N of every scrypt call made while `run` runs: the tests that
 * check a password is hashed at the project's cost, and on both branches
 * of registration.
 */
export async function scryptCosts(run: () => Promise<unknown>): Promise<number[]> {
  const spy = jest.spyOn(crypto, 'scrypt')
  try {
    await run()
    return spy.mock.calls.map((call) => (call[3] as crypto.ScryptOptions).N as number)
  } finally {
    spy.mockRestore()
  }
}
