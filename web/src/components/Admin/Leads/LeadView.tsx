import { formatKzPhone } from '@domain/phone'
import { crmSentence, crmViewOf } from '@modules/leads/rules/crmDelivery'
import { LEAD_SOURCE_TITLES, type LeadSourceName } from '@modules/leads/rules/leadOrigin'
import type { AdminLeadFields } from 'types/graphql'

import { formatShopTime } from 'src/components/Admin/People/adminTime'
import 'src/components/Admin/People/people.css'

import { CrmBadge, LeadStatusBadge } from './LeadBadges'
import LeadHandling from './LeadHandling'
import LeadOriginLink from './LeadOriginLink'
import './leads.css'

const HISTORY_TITLES: Record<string, string> = {
  'lead.handle': 'Обработана',
  'lead.reopen': 'Открыта снова',
}

export interface LeadViewProps {
  lead: AdminLeadFields
  onStale: () => void
}

/**
 * One lead as the manager reads it: who, how to reach them, what they
 * asked, where from (the order, the product, the page), when; whether the
 * CRM has it, told as a sentence; the handling and its history.
 */
const LeadView = ({ lead, onStale }: LeadViewProps) => (
  <article className="lead-view" aria-labelledby="lead-title">
    <h2 id="lead-title">
      Заявка №{lead.id}: {lead.username} <LeadStatusBadge handledAt={lead.handledAt} />
    </h2>
    <dl className="admin-details">
      <dt>Имя</dt>
      <dd>{lead.username}</dd>
      <dt>Телефон</dt>
      <dd>{lead.phone ? <a href={`tel:${lead.phone}`}>{formatKzPhone(lead.phone)}</a> : '—'}</dd>
      <dt>E-mail</dt>
      <dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}</dd>
      <dt>Что просили</dt>
      <dd className="lead-view__comment">{lead.comment || 'Комментария нет.'}</dd>
      <dt>Источник</dt>
      <dd>{LEAD_SOURCE_TITLES[lead.source as LeadSourceName] ?? lead.source}</dd>
      <dt>Откуда</dt>
      <dd>
        <LeadOriginLink lead={lead} />
      </dd>
      <dt>Когда</dt>
      <dd>{formatShopTime(lead.createdAt)}</dd>
    </dl>
    <section aria-labelledby="lead-crm">
      <h2 id="lead-crm">
        Передача в CRM <CrmBadge lead={lead} withCause={false} />
      </h2>
      <p className={`lead-view__crm lead-view__crm--${crmViewOf(lead)}`}>{crmSentence(lead)}</p>
    </section>
    <LeadHandling lead={lead} onStale={onStale} />
    {lead.history.length ? (
      <section aria-labelledby="lead-history">
        <h2 id="lead-history">История</h2>
        <ol className="lead-history">
          {lead.history.map((event, index) => (
            <li key={index}>
              {formatShopTime(event.at)}, {event.actorEmail}:{' '}
              {HISTORY_TITLES[event.action] ?? event.action}
              {event.note ? ` — «${event.note}»` : null}
            </li>
          ))}
        </ol>
      </section>
    ) : null}
  </article>
)

export default LeadView
