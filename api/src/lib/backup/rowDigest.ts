import crypto from 'node:crypto'

const NEWLINE = 0x0a
const MOD = 1n << 256n

/**
 * An order-independent fingerprint of a table's rows as PostgreSQL's COPY
 * text format writes them (one row per line; newlines inside values are
 * escaped as `\n`): the number of rows and the sum of the rows' SHA-256
 * hashes modulo 2^256. The same rows give the same digest whatever order a
 * server returns them in, so a restored table can be compared with the
 * backup without sorting (and without depending on the new database's
 * collation).
 */
export class RowDigest {
  rows = 0
  private sum = 0n
  private pending: Buffer[] = []

  update(chunk: Buffer): void {
    let start = 0
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start)
      if (end === -1) break
      const piece = chunk.subarray(start, end)
      const line = this.pending.length ? Buffer.concat([...this.pending, piece]) : piece
      this.pending = []
      this.addRow(line)
      start = end + 1
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start))
  }

  private addRow(line: Buffer): void {
    const hash = crypto.createHash('sha256').update(line).digest('hex')
    this.sum = (this.sum + BigInt(`0x${hash}`)) % MOD
    this.rows += 1
  }

  /** `{ rows, digest }`; COPY ends every row with a newline, so a remainder is an error. */
  finish(): { rows: number; digest: string } {
    if (this.pending.some((part) => part.length > 0)) {
      throw new Error('COPY data ended in the middle of a row')
    }
    return { rows: this.rows, digest: this.sum.toString(16).padStart(64, '0') }
  }
}
