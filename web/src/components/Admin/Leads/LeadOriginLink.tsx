import { leadOriginOf, type LeadOriginFacts } from '@modules/leads/rules/leadOrigin'

import { Link } from '@redwoodjs/router'

/**
 * Where the lead came from: the order (its staff page), the product or the
 * site page (the shop's own page, opened in a new tab so the back office
 * stays where it is).
 */
const LeadOriginLink = ({ lead }: { lead: LeadOriginFacts }) => {
  const origin = leadOriginOf(lead)
  if (!origin.href) return <>{origin.label}</>
  if (origin.href.startsWith('/admin/')) return <Link to={origin.href}>{origin.label}</Link>
  return (
    <a href={origin.href} target="_blank" rel="noopener noreferrer">
      {origin.label}
    </a>
  )
}

export default LeadOriginLink
