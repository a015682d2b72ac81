/**
 * The CPU slowdown that makes this host behave like a mid-range phone, from
 * the benchmarkIndex Lighthouse measures on it (Lighthouse's throttling guide,
 * docs/throttling.md «CPU throttling», and its calculator): 4× is right only
 * for a host of about 1 533; a faster host needs more, a slower one less.
 * Piecewise linear through 150 → 1×, 800 → 2×, 1 300 → 3×, 1 533 → 4×, 2 000 → 6×.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`)
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  // Below 150 the host is slower than the phone: no slowdown at all.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}
