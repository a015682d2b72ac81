/**
 * НДС (VAT) as the shop's invoice states it. Prices in the shop include
 * НДС, so the invoice says how much of the total is НДС.
 *
 * The rate is 12 % as issue 20 asks. Kazakhstan's Tax Code of 2026 changes
 * the rate; this constant is the one place to change it (and the invoice's
 * «В том числе НДС …» line follows it). Pure.
 */
export const VAT_RATE_PERCENT = 12

/**
 * The НДС contained in a total that includes it: total × rate / (100 + rate),
 * in whole tiyn, half a tiyn rounded up. In integers (BigInt), so no binary
 * fraction decides a rounding.
 */
export function vatIncludedTiyn(totalTiyn: number, ratePercent = VAT_RATE_PERCENT): number {
  if (!Number.isSafeInteger(totalTiyn) || totalTiyn < 0) {
    throw new RangeError(`A total in tiyn must be a whole number ≥ 0, got ${totalTiyn}`)
  }
  const numerator = BigInt(totalTiyn) * BigInt(ratePercent)
  const denominator = BigInt(100 + ratePercent)
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient)
}
