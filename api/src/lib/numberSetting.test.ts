import { logger } from './logger'
import { numberSetting } from './numberSetting'

describe('numberSetting', () => {
  const read = (value: string | undefined, fallback = 256, min = 0) =>
    numberSetting('SOME_LIMIT', fallback, { min, env: { SOME_LIMIT: value } })

  it('reads a number the operator set, fractions and zero included', () => {
    expect(read('512')).toBe(512)
    expect(read(' 0.5 ')).toBe(0.5)
    expect(read('0')).toBe(0)
  })

  it('takes the default when the setting is unset or blank, not zero', () => {
    expect(read(undefined)).toBe(256)
    expect(read('')).toBe(256)
    expect(read('   ')).toBe(256)
  })

  it('takes the default, and says so, for what is not a usable number', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined)
    try {
      for (const bad of ['abc', '256MB', 'NaN', 'Infinity', '-1', '1e400']) {
        expect(read(bad)).toBe(256)
      }
      expect(read('0', 2, 1)).toBe(2)
      // A whole count: «2.9» is 2, «0.5» rounds to 0 and is under the minimum.
      const count = (value: string) =>
        numberSetting('SOME_COUNT', 10, { min: 1, integer: true, env: { SOME_COUNT: value } })
      expect(count('2.9')).toBe(2)
      expect(count('0.5')).toBe(10)
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ setting: 'SOME_LIMIT', value: 'abc', used: 256 }),
        expect.stringContaining('SOME_LIMIT')
      )
    } finally {
      warn.mockRestore()
    }
  })
})
