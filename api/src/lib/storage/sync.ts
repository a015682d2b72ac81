/**
 * Copies every object of one store into another where it is missing or has
 * another size: moving the media and order-file folders into a bucket
 * (`yarn rw exec storage-sync`, docs/deploy.md). Safe to run again and to
 * interrupt: each object is written whole, and a rerun copies only what is
 * still missing. Nothing is ever deleted from either side.
 *
 * Sizes, not tags, decide "the same": the local driver's tags are made from
 * size and time, S3's from the content, so they never match across drivers.
 * The shop never rewrites a key with other content of the same size
 * (pictures are content-addressed, order files get fresh random names).
 */
import type { ObjectStore } from './store'

export interface SyncReport {
  from: string
  to: string
  /** Objects in the source. */
  seen: number
  copied: number
  /** Already in the target with the same size. */
  skipped: number
  bytesCopied: number
  dryRun: boolean
}

export interface SyncOptions {
  dryRun?: boolean
  /** Copies at a time (default 8). */
  parallel?: number
  /** Called for every object copied (or that would be, in a dry run). */
  onCopy?: (key: string, size: number) => void
}

export async function syncStores(
  source: ObjectStore,
  target: ObjectStore,
  options: SyncOptions = {}
): Promise<SyncReport> {
  const report: SyncReport = {
    from: source.location,
    to: target.location,
    seen: 0,
    copied: 0,
    skipped: 0,
    bytesCopied: 0,
    dryRun: Boolean(options.dryRun),
  }
  const present = new Map<string, number>()
  for await (const object of target.list()) present.set(object.key, object.size)

  const parallel = Math.max(1, options.parallel ?? 8)
  const running = new Set<Promise<void>>()
  let failure: unknown = null

  const copy = async (key: string) => {
    const object = await source.get(key)
    if (!object) return // removed meanwhile
    await target.put(key, object.body, { size: object.size, contentType: object.contentType })
    report.copied++
    report.bytesCopied += object.size
    options.onCopy?.(key, object.size)
  }

  for await (const object of source.list()) {
    if (failure) break
    report.seen++
    if (present.get(object.key) === object.size) {
      report.skipped++
      continue
    }
    if (report.dryRun) {
      report.copied++
      report.bytesCopied += object.size
      options.onCopy?.(object.key, object.size)
      continue
    }
    const task = copy(object.key).catch((error) => {
      failure ??= error
    })
    running.add(task)
    void task.finally(() => running.delete(task))
    if (running.size >= parallel) await Promise.race(running)
  }
  await Promise.all(running)
  if (failure) throw failure
  return report
}
