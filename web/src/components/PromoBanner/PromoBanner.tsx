import { useEffect, useState } from 'react'

import { Link } from '@redwoodjs/router'

import { useContentBlock } from 'src/components/SiteContent/useContentBlock'
import { useBrowserState } from 'src/lib/hooks'
import { useLocalePath, useT, useTextLang } from 'src/lib/i18n'

import './PromoBanner.css'

/** SPEC §1/§9: the banner pulses every 15 s for 1 s. */
export const PULSE_EVERY_MS = 15_000
export const PULSE_FOR_MS = 1_000

/**
 * Whether a promo still runs: active on the server and not past its date
 * here; `now` null (the build, and the browser until the page is adopted)
 * asks only the first, so the prerendered banner and its adoption agree.
 */
export const isPromoShown = (
  block: { isActive: boolean; validUntil?: string | null } | null,
  now: number | null = Date.now()
) =>
  Boolean(block?.isActive) &&
  (now === null || !block?.validUntil || new Date(block.validUntil).getTime() > now)

/** The promo banner from the editors' `promo_banner` block, hidden after its date. */
const PromoBanner = () => {
  const to = useLocalePath()
  const t = useT()
  const langOf = useTextLang()
  const { block, loading } = useContentBlock('promo_banner')
  // The browser's clock, read once the page is adopted: the build's is not the shopper's.
  const [now] = useBrowserState<number | null>(() => Date.now(), null)
  const [pulsing, setPulsing] = useState(false)
  useEffect(() => {
    let off: ReturnType<typeof setTimeout> | undefined
    const timer = setInterval(() => {
      setPulsing(true)
      off = setTimeout(() => setPulsing(false), PULSE_FOR_MS)
    }, PULSE_EVERY_MS)
    return () => {
      clearInterval(timer)
      clearTimeout(off)
    }
  }, [])
  // Its room is kept while the block loads, so the page does not jump down when it arrives.
  if (loading && !block)
    return <div className="promo-banner promo-banner--pending" aria-hidden="true" />
  if (!block || !isPromoShown(block, now)) return null
  const link =
    typeof (block.data as { link?: unknown } | null)?.link === 'string'
      ? (block.data as { link: string }).link
      : null
  return (
    <aside
      className={`promo-banner${pulsing ? ' promo-banner--pulse' : ''}`}
      aria-label={t('promo.label')}
    >
      {link ? (
        <Link to={to(link)} lang={langOf(block.titleLang)}>
          {block.title}
        </Link>
      ) : (
        <span lang={langOf(block.titleLang)}>{block.title}</span>
      )}
    </aside>
  )
}

export default PromoBanner
