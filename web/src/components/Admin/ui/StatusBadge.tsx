import type { ReactNode } from 'react'

import './admin-ui.css'

/** What a badge tells at a glance: fine, needs a look, wrong; or just a label. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral'

export interface StatusBadgeProps {
  tone?: BadgeTone
  children: ReactNode
  /** A screen's own addition, e.g. a margin. */
  className?: string
}

/** A short state in a pill: «отключён», «Скрыто», an order's status. */
const StatusBadge = ({ tone = 'neutral', children, className }: StatusBadgeProps) => (
  <span
    className={['admin-badge', tone === 'neutral' ? null : `admin-badge--${tone}`, className]
      .filter(Boolean)
      .join(' ')}
  >
    {children}
  </span>
)

export default StatusBadge
