/**
 * SPEC §2/§9 header breakpoints: no width (not measured yet) gives an empty
 * header; up to 780 px mobile; up to 1310 px tablet; wider desktop. The
 * burger menu replaces the top navigation below 1100 px.
 */
export type HeaderVariant = 'none' | 'mobile' | 'tablet' | 'desktop'

export const HEADER_BREAKPOINTS = { mobile: 780, tablet: 1310, burger: 1100 } as const
/** SPEC §9: window resizes are taken into account after 1000 ms of quiet. */
export const RESIZE_DEBOUNCE_MS = 1000

export function headerVariant(width: number): HeaderVariant {
  if (!width || width <= 0) return 'none'
  if (width <= HEADER_BREAKPOINTS.mobile) return 'mobile'
  if (width <= HEADER_BREAKPOINTS.tablet) return 'tablet'
  return 'desktop'
}

export const usesBurger = (width: number) => width > 0 && width < HEADER_BREAKPOINTS.burger
