import assert from 'node:assert/strict'
import { test } from 'node:test'

import { firstFrameHeld } from './paintHolding.mjs'

// Observed timings (first paint, DOMContentLoaded, ms) of real runs on this machine kind
// (the home page, 2026-12-08), and whether the first frame was held to a one-second tick.
const RUNS = [
  [1264, 572, true],
  [2221, 234, true],
  [1238, 157, true],
  [1278, 515, true],
  [224, 256, false],
  [295, 399, false],
  [400, 300, false],
  [1100, 600, false],
]

test('held runs are those painted long after the document was ready', () => {
  for (const [observedFirstPaint, observedDomContentLoaded, held] of RUNS) {
    assert.equal(
      firstFrameHeld({ observedFirstPaint, observedDomContentLoaded }),
      held,
      `${observedFirstPaint} / ${observedDomContentLoaded}`
    )
  }
})

test('a run without the timings is not called held', () => {
  assert.equal(firstFrameHeld({}), false)
  assert.equal(firstFrameHeld({ observedFirstPaint: 1500 }), false)
})
