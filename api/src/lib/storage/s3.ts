/**
 * The S3 driver (AWS SDK v3): one bucket, an optional key prefix per area so
 * media and order files can share a bucket. Works with AWS S3 and
 * S3-compatible servers (MinIO, Ceph, Yandex Object Storage, …): an endpoint
 * and path-style addressing come from the environment (lib/storage/index.ts).
 *
 * A PUT replaces an object whole, so readers see the old object or the new
 * one, as with the local driver's rename.
 */
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import {
  assertKey,
  assertPrefix,
  contentTypeOf,
  type ObjectBody,
  type ObjectInfo,
  type ObjectMeta,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './store'

export interface S3StoreOptions {
  client: S3Client
  bucket: string
  /** Put before every key: '' or ending in `/`, e.g. `media/`. */
  prefix?: string
  /** Keys per ListObjectsV2 page (S3's maximum is 1000; tests use less). */
  pageSize?: number
}

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD). */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** What S3 tells about an object (HeadObject, and GetObject before its body). */
function describe(
  key: string,
  found: { ContentLength?: number; ETag?: string; LastModified?: Date; ContentType?: string }
): ObjectMeta {
  return {
    key,
    size: found.ContentLength ?? 0,
    etag: found.ETag ?? '',
    lastModified: found.LastModified ?? new Date(0),
    contentType: found.ContentType ?? contentTypeOf(key),
  }
}

export class S3Store implements ObjectStore {
  readonly driver = 's3' as const
  readonly client: S3Client
  readonly bucket: string
  readonly prefix: string
  private readonly pageSize: number

  constructor(options: S3StoreOptions) {
    this.client = options.client
    this.bucket = options.bucket
    this.prefix = assertPrefix(options.prefix ?? '')
    this.pageSize = options.pageSize ?? 1000
  }

  get location() {
    return `s3://${this.bucket}/${this.prefix}`
  }

  /** The bucket's key for a store key (checked). */
  objectKey(key: string): string {
    return this.prefix + assertKey(key)
  }

  async put(key: string, body: ObjectBody, options: PutOptions = {}): Promise<void> {
    const params = {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ContentType: options.contentType ?? contentTypeOf(key),
    }
    if (body instanceof Readable && options.size === undefined) {
      // Unknown length: lib-storage sends one PUT for a small body, a multipart upload for a big one.
      await new Upload({ client: this.client, params: { ...params, Body: body } }).done()
      return
    }
    await this.client.send(
      new PutObjectCommand({
        ...params,
        Body: body,
        ...(body instanceof Readable ? { ContentLength: options.size } : {}),
      })
    )
  }

  /** A bucket has no links: a key names itself. */
  async realKey(key: string): Promise<string | null> {
    return assertKey(key)
  }

  async head(key: string): Promise<ObjectMeta | null> {
    try {
      const found = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })
      )
      return describe(key, found)
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })
      )
      if (!(found.Body instanceof Readable)) throw new Error('S3 body is not a Node.js stream')
      return {
        ...describe(key, found),
        body: found.Body,
      }
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })
    )
  }

  async *list(prefix = ''): AsyncIterable<ObjectInfo> {
    assertPrefix(prefix)
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          MaxKeys: this.pageSize,
          ContinuationToken: token,
        })
      )
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue
        yield {
          key: object.Key.slice(this.prefix.length),
          size: object.Size ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix, { allowEmpty: false })
    let batch: string[] = []
    const flush = async () => {
      if (!batch.length) return
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        })
      )
      if (answer.Errors?.length) {
        const first = answer.Errors[0]
        throw new Error(
          `S3 could not delete ${answer.Errors.length} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`
        )
      }
      batch = []
    }
    for await (const object of this.list(prefix)) {
      batch.push(this.prefix + object.key)
      if (batch.length === 1000) await flush()
    }
    await flush()
  }
}
