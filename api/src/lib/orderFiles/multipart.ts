import busboy from 'busboy'

import { MAX_FILE_BYTES, TOO_LARGE_MESSAGE } from 'src/lib/domain/orderFileRows'
import { InvalidInputError } from 'src/lib/errors'

export interface MultipartFile {
  /** The name the browser sent (decoded as UTF-8), not yet sanitised. */
  fileName: string
  bytes: Buffer
}

export const UNREADABLE_UPLOAD = 'Не удалось прочитать загрузку (multipart/form-data).'

/**
 * The file of one field of a multipart/form-data body, from the bytes the
 * api server received (see api/src/server.ts). Other fields and files are
 * drained and ignored. A file over MAX_FILE_BYTES → 400 'Файл больше 5 МБ.';
 * no such field → null.
 */
export function readMultipartFile(
  body: Buffer,
  contentType: string,
  field = 'file'
): Promise<MultipartFile | null> {
  const unreadable = () => new InvalidInputError({ [field]: [UNREADABLE_UPLOAD] })
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // One byte over the limit is enough to know; busboy stops reading there.
        limits: { files: 5, fileSize: MAX_FILE_BYTES + 1, fields: 20, parts: 30 },
        defParamCharset: 'utf8',
      })
    } catch {
      reject(unreadable()) // not multipart, or no boundary
      return
    }
    let file: Promise<MultipartFile | 'too large'> | null = null
    parser.on('file', (name, stream, info) => {
      if (name !== field || file) {
        stream.resume()
        return
      }
      file = new Promise((done, fail) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', fail)
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks)
          done(
            bytes.length > MAX_FILE_BYTES ? 'too large' : { fileName: info.filename ?? '', bytes }
          )
        })
      })
    })
    parser.on('error', () => reject(unreadable()))
    parser.on('close', () => {
      if (!file) return resolve(null)
      file.then(
        (found) =>
          found === 'too large'
            ? reject(new InvalidInputError({ [field]: [TOO_LARGE_MESSAGE] }))
            : resolve(found),
        () => reject(unreadable())
      )
    })
    parser.end(body)
  })
}
