import assert from 'node:assert/strict'
import { test } from 'node:test'

import { cpuSlowdownFor } from './cpuSlowdown.mjs'

test('the calculator’s anchor points', () => {
  for (const [index, multiplier] of [
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ]) {
    assert.ok(Math.abs(cpuSlowdownFor(index) - multiplier) < 0.01, `${index} → ${multiplier}`)
  }
})

test('a fast host is slowed more than the preset’s 4×', () => {
  assert.ok(cpuSlowdownFor(2700) > 8 && cpuSlowdownFor(2700) < 9.1)
})

test('a host slower than the phone is not slowed, and nonsense is refused', () => {
  assert.equal(cpuSlowdownFor(100), 1)
  assert.throws(() => cpuSlowdownFor(NaN))
  assert.throws(() => cpuSlowdownFor(0))
})

test('monotonic: a faster host never gets a smaller slowdown', () => {
  let previous = 0
  for (let index = 50; index <= 4000; index += 25) {
    const multiplier = cpuSlowdownFor(index)
    assert.ok(multiplier >= previous, `at ${index}`)
    previous = multiplier
  }
})
