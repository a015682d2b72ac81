/**
 * The import worker thread's entry (importThread.ts starts it): imports the
 * files it is sent, one message per job, with the thread's own database
 * client, and answers each with its job id once the verdict is recorded.
 * Whatever escapes (a crash, running out of memory) ends the thread, and the
 * api process records a failure for the jobs it had.
 */
import os from 'node:os'
import { parentPort } from 'node:worker_threads'

import { db } from 'src/lib/db'

import { runImportJob, type ImportJobInput } from './importJob'

export type ImportWorkerRequest = { jobId: number; input: ImportJobInput } | { stop: true }
export type ImportWorkerAnswer = { jobId: number; error?: string }

try {
  // The shop's requests go first when the cores are busy: on Linux a thread's nice value is its
  // own (setpriority of the calling thread), so this lowers the import only.
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL)
} catch {
  // Not allowed here (some containers): the import then runs at the process's priority.
}

parentPort?.on('message', async (request: ImportWorkerRequest) => {
  if ('stop' in request) {
    await db.$disconnect().catch(() => undefined)
    parentPort?.close()
    return
  }
  try {
    await runImportJob(request.jobId, request.input)
    parentPort?.postMessage({ jobId: request.jobId } satisfies ImportWorkerAnswer)
  } catch (error) {
    // Only the verdict's own write can fail here (runImportJob records the rest).
    parentPort?.postMessage({
      jobId: request.jobId,
      error: String((error as Error)?.stack ?? error),
    } satisfies ImportWorkerAnswer)
  }
})
