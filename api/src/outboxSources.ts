import type { OutboxSource } from 'src/lib/outboxWorker'
import { notifyArrivals } from 'src/modules/stockAlerts'

/**
 * The areas' sweeps the outbox worker runs before each round, wherever it
 * runs (an api process in development, the outbox process in production):
 * letters that follow from the data rather than from one request.
 */
export const OUTBOX_SOURCES: OutboxSource[] = [notifyArrivals]
