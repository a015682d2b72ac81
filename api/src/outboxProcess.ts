import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'
import { startOutboxWorker, stopOutboxWorker, WORKER_INTERVAL_MS } from 'src/lib/outboxWorker'
import { OUTBOX_SOURCES } from 'src/outboxSources'

/**
 * The outbox worker as a process of its own (api/dist/outboxProcess.js),
 * started by the production start beside the api processes, which then run
 * with OUTBOX_WORKER=off: deliveries to Bitrix24 and the mail server never
 * compete with shoppers' requests for an api process. Several may run (claims
 * skip each other's rows). SIGTERM lets the message in hand finish and gives
 * the rest of its batch back.
 */
async function main() {
  if (
    !startOutboxWorker({ ...process.env, OUTBOX_WORKER: 'on' }, WORKER_INTERVAL_MS, OUTBOX_SOURCES)
  ) {
    logger.error('The outbox worker did not start')
    process.exit(1)
  }
  logger.info('Outbox worker running')
  process.send?.({ type: 'listening', address: null })

  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Outbox worker stopping')
    await stopOutboxWorker()
    await db.$disconnect()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
  // startOutboxWorker's timer does not hold the process open: this does.
  setInterval(() => {}, 1 << 30)
}

main()
