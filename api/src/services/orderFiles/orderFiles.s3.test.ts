/**
 * Order files with STORAGE_DRIVER=s3: the service stores the upload in the
 * bucket (under the order-files prefix), reads it back to fill the draft,
 * and removes it with the file or the draft. The bucket is s3rver, started
 * by the test on a free loopback port.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer as readStream } from 'node:stream/consumers'

import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { sha256Of } from 'src/lib/orderFiles/storage'
import { closeStores, createS3Client, s3ClientSettings } from 'src/lib/storage'
import { startTestS3, type TestS3 } from 'src/lib/storage/__fixtures__/s3rver'
import { deleteMyOrder } from 'src/modules/orders/myOrders'
import { refundCancelledOrderPayment } from 'src/modules/payments'

import { fillDraftFromFile, openOrderFile, removeOrderFile, uploadOrderFile } from './orderFiles'
import type { StandardScenario } from './orderFiles.s3.scenarios'

jest.setTimeout(30_000)

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

let server: TestS3
let client: ReturnType<typeof createS3Client>
const saved = { ...process.env }
// Nothing may land in the local folder while the driver is s3.
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'order-files-unused-'))

beforeAll(async () => {
  server = await startTestS3(['akvatoria-orders'])
  Object.assign(process.env, server.env, {
    S3_ORDER_FILES_PREFIX: 'order-files/',
    ORDER_FILES_ROOT: localRoot,
  })
  client = createS3Client(s3ClientSettings(server.env))
})
afterAll(async () => {
  process.env = saved
  client.destroy()
  closeStores()
  await server.stop()
  fs.rmSync(localRoot, { recursive: true, force: true })
})

const bucketKeys = async () =>
  (await client.send(new ListObjectsV2Command({ Bucket: 'akvatoria-orders' }))).Contents?.map(
    (o) => o.Key
  ) ?? []

const bucketBytes = async (key: string) =>
  Buffer.from(
    await (
      await client.send(new GetObjectCommand({ Bucket: 'akvatoria-orders', Key: key }))
    ).Body!.transformToByteArray()
  )

scenario(
  'an uploaded order file lands in the bucket, is read back to fill the draft, and is removed',
  async (s: StandardScenario) => {
    loginAs(s.user.aigerim)
    const draft = s.order.draft.id
    const text = 'Артикул;Количество\r\nS3-F-7;3\r\n'
    const upload = { upload: { fileName: 'заказ.csv', bytes: Buffer.from(text, 'utf8') } }

    const created = await uploadOrderFile(draft, upload)
    expect(created.storedPath).toMatch(new RegExp(`^${draft}/[0-9a-f-]{36}\\.csv$`))
    const key = `order-files/${created.storedPath}`
    expect(await bucketKeys()).toEqual([key])
    const stored = await bucketBytes(key)
    expect(sha256Of(stored)).toBe(created.sha256)
    expect(stored.toString('utf8')).toBe(text)
    expect(fs.readdirSync(localRoot)).toEqual([])

    // Downloaded from the bucket as a stream: the same bytes and the stored type.
    const download = await openOrderFile(draft, created.id)
    expect(download.object.contentType).toBe('text/csv')
    expect((await readStream(download.object.body)).toString('utf8')).toBe(text)

    // Read back from the bucket: the draft gets the file's rows.
    const report = await fillDraftFromFile(draft, created.id)
    expect(report.applied).toBe(true)
    const items = await db.orderItem.findMany({
      where: { orderId: draft },
      include: { product: true },
    })
    expect(items.map((i) => [i.product.article, i.quantity]).sort()).toEqual([
      ['S3-F-7', 3],
      ['S3-NS-100', 2],
    ])

    await removeOrderFile(draft, created.id)
    expect(await bucketKeys()).toEqual([])

    // Deleting the draft takes its files out of the bucket too.
    const second = await uploadOrderFile(draft, upload)
    const third = await uploadOrderFile(draft, upload)
    expect((await bucketKeys()).sort()).toEqual(
      [`order-files/${second.storedPath}`, `order-files/${third.storedPath}`].sort()
    )
    expect(await deleteMyOrder(draft, refundCancelledOrderPayment)).toBeNull()
    expect(await bucketKeys()).toEqual([])
  }
)
