/**
 * Delivers everything due in the outbox once (leads to Bitrix24, letters by
 * mail) and prints what is left: `yarn rw exec deliver-outbox`. The api
 * server does the same every 15 s; this is for cron-less hosts and for
 * checking the CRM and SMTP settings by hand.
 */
import { db } from 'api/src/lib/db'
import { deliverDueMessages, outboxSummary } from 'api/src/lib/outboxWorker'

export default async () => {
  const total = { delivered: 0, retrying: 0, failed: 0 }
  for (;;) {
    const report = await deliverDueMessages({ limit: 50 })
    total.delivered += report.delivered
    total.retrying += report.retrying
    total.failed += report.failed
    if (report.delivered + report.retrying + report.failed < 50) break
  }
  console.log(
    `Delivered ${total.delivered}, will retry ${total.retrying}, gave up ${total.failed}.`
  )
  console.table(await outboxSummary())
  const waiting = await db.callbackLead.findMany({
    where: { crmState: { not: 'delivered' } },
    select: {
      id: true,
      source: true,
      username: true,
      crmState: true,
      crmAttempts: true,
      lastError: true,
    },
    orderBy: { id: 'asc' },
    take: 20,
  })
  if (waiting.length) {
    console.log('Leads not yet in the CRM:')
    console.table(waiting)
  }
}
