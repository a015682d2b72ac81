import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

/**
 * Order files on disk: ORDER_FILES_ROOT (default `.data/order-files`,
 * relative paths from the project root, like MEDIA_ROOT), one folder per
 * order, random names. The client's file name never reaches the path; the
 * database keeps the path relative to the root.
 */
export function orderFilesRoot(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ORDER_FILES_ROOT
  const base = getPaths().base
  if (!configured) return path.join(base, '.data', 'order-files')
  return path.isAbsolute(configured) ? configured : path.join(base, configured)
}

/** The absolute path of a stored file; a path that would leave the root is refused. */
export function storedFilePath(relative: string): string {
  const root = path.resolve(orderFilesRoot())
  const full = path.resolve(root, relative)
  if (relative.includes('\0') || !full.startsWith(root + path.sep)) {
    throw new Error(`Order file path outside ORDER_FILES_ROOT: ${relative}`)
  }
  return full
}

/** Writes the bytes under a fresh random name; answers the relative path to record. */
export async function storeOrderFile(
  orderId: number,
  bytes: Buffer,
  extension: 'xlsx' | 'csv' | 'txt'
): Promise<string> {
  const relative = path.join(String(orderId), `${crypto.randomUUID()}.${extension}`)
  const full = storedFilePath(relative)
  await fs.mkdir(path.dirname(full), { recursive: true, mode: 0o700 })
  // 'wx': never overwrite; the shoppers' files are for the shop's eyes only.
  await fs.writeFile(full, bytes, { flag: 'wx', mode: 0o600 })
  return relative
}

/** The bytes of a stored file, or null when they are gone from the disk. */
export async function readStoredFile(relative: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(storedFilePath(relative))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

export async function removeStoredFile(relative: string): Promise<void> {
  await fs.rm(storedFilePath(relative), { force: true })
}

/** Everything stored for one order (when the order itself is deleted). */
export async function removeOrderFolder(orderId: number): Promise<void> {
  await fs.rm(storedFilePath(String(orderId)), { recursive: true, force: true })
}

export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
