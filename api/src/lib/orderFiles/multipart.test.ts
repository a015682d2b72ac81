import { InvalidInputError } from 'src/lib/errors'

import { readMultipartFile, UNREADABLE_UPLOAD } from './multipart'

const BOUNDARY = 'XyZ-boundary'
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`

/** Parts as a browser writes them; `disposition` is the Content-Disposition after 'form-data; '. */
function body(parts: { disposition: string; bytes: Buffer | string }[], close = true) {
  return Buffer.concat([
    ...parts.flatMap(({ disposition, bytes }) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`),
      Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(close ? `--${BOUNDARY}--\r\n` : ''),
  ])
}

const reason = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e) => e)
  expect(error).toBeInstanceOf(InvalidInputError)
  return (error as InvalidInputError).fields
}

describe('readMultipartFile', () => {
  it('keeps every byte of the file field, whatever else the form holds', async () => {
    const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i))
    const found = await readMultipartFile(
      body([
        { disposition: 'name="note"', bytes: 'июнь' },
        { disposition: 'name="photo"; filename="a.png"', bytes: 'PNG' },
        { disposition: 'name="file"; filename="Заказ №5.xlsx"', bytes: binary },
        { disposition: 'name="file"; filename="second.csv"', bytes: 'ignored' },
      ]),
      TYPE
    )
    expect(found).toEqual({ fileName: 'Заказ №5.xlsx', bytes: binary })
  })

  it('reads RFC 5987 file names and answers null without the field', async () => {
    const found = await readMultipartFile(
      body([
        {
          disposition: 'name="file"; filename*=UTF-8\'\'%D0%97%D0%B0%D0%BA%D0%B0%D0%B7.csv',
          bytes: 'a',
        },
      ]),
      TYPE
    )
    expect(found?.fileName).toBe('Заказ.csv')
    expect(
      await readMultipartFile(body([{ disposition: 'name="x"', bytes: '1' }]), TYPE)
    ).toBeNull()
  })

  it('refuses a file over 5 MB, and accepts one of exactly 5 MB', async () => {
    const limit = 5 * 1024 * 1024
    const big = body([
      { disposition: 'name="file"; filename="a.csv"', bytes: Buffer.alloc(limit + 1, 'a') },
    ])
    expect(await reason(readMultipartFile(big, TYPE))).toEqual({ file: ['Файл больше 5 МБ.'] })
    const exact = body([
      { disposition: 'name="file"; filename="a.csv"', bytes: Buffer.alloc(limit, 'a') },
    ])
    expect((await readMultipartFile(exact, TYPE))?.bytes.length).toBe(limit)
  })

  it('refuses bodies it cannot read', async () => {
    const part = [{ disposition: 'name="file"; filename="a.csv"', bytes: 'F-7;1' }]
    const unreadable = { file: [UNREADABLE_UPLOAD] }
    expect(await reason(readMultipartFile(body(part, false), TYPE))).toEqual(unreadable)
    expect(await reason(readMultipartFile(body(part), 'multipart/form-data'))).toEqual(unreadable)
    expect(await reason(readMultipartFile(body(part), 'application/json'))).toEqual(unreadable)
  })
})
