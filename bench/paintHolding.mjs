/**
 * Whether Chromium held a Lighthouse run's first frame back (its paint holding, then a frame only
 * at the next one-second tick): the document was parsed and laid out, yet nothing was presented
 * until 600 ms or more after DOMContentLoaded. Seen on this machine kind with Debian's Chromium
 * 156 in 0 to 5 of every 5 runs of the shop's pages, more often on a slow host — also of a copy
 * of the home page with every script removed — and never with `--disable-features=PaintHolding`
 * (docs/storefront.md, «Paint holding»). Such a run's simulated LCP replays every request finished by the late paint.
 * Figures are Lighthouse's observed (unthrottled) timings, in ms from the navigation's start.
 */
export const HELD_AFTER_DCL_MS = 600

export function firstFrameHeld({ observedFirstPaint, observedDomContentLoaded }) {
  if (!Number.isFinite(observedFirstPaint) || !Number.isFinite(observedDomContentLoaded)) {
    return false
  }
  return observedFirstPaint - observedDomContentLoaded >= HELD_AFTER_DCL_MS
}
