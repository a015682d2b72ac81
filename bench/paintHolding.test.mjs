import assert from 'node:assert/strict'
import { test } from 'node:test'

import { firstFrameHeld } from './paintHolding.mjs'

// Observed timings of real runs on this machine kind (home page, 2026-12-08).
test('held runs: the first frame at the one-second tick, long after the document was ready', () => {
  for (const [observedFirstPaint, observedDomContentLoaded] of [
    [1264, 572],
    [2221, 234],
    [1238, 157],
    [1278, 515],
  ]) {
    assert.ok(firstFrameHeld({ observedFirstPaint, observedDomContentLoaded }))
  }
})

test('runs painted at once, before or shortly after DOMContentLoaded, are not held', () => {
  for (const [observedFirstPaint, observedDomContentLoaded] of [
    [224, 256],
    [295, 399],
    [400, 300],
    [1100, 600],
  ]) {
    assert.equal(firstFrameHeld({ observedFirstPaint, observedDomContentLoaded }), false)
  }
})

test('a run without the timings is not called held', () => {
  assert.equal(firstFrameHeld({}), false)
  assert.equal(firstFrameHeld({ observedFirstPaint: 1500 }), false)
})
