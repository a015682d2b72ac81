/**
 * Starts the test S3 server (s3rverProcess.cjs) in a child process and
 * answers its endpoint, the environment that points the shop at it, and a
 * stop function. Loopback only; nothing leaves the machine.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

export interface TestS3 {
  endpoint: string
  port: number
  /** STORAGE_DRIVER=s3 and the S3_* variables for this server and bucket. */
  env: Record<string, string>
  stop(): Promise<void>
}

export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export async function startTestS3(buckets: string[] = ['akvatoria-test']): Promise<TestS3> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(__dirname, 's3rverProcess.cjs'), buckets.join(',')],
    { stdio: ['pipe', 'pipe', 'inherit'] }
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! })
    const timer = setTimeout(() => reject(new Error('s3rver did not start in 20 s')), 20_000)
    lines.once('line', (line) => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(line).port)
      } catch (error) {
        reject(error)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`s3rver exited with code ${code} before it listened`))
    })
  })
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    port,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: buckets[0],
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      child.stdin!.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
