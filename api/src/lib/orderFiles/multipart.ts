import busboy from 'busboy'

import { MAX_FILE_BYTES, TOO_LARGE_MESSAGE } from 'src/lib/domain/orderFileRows'
import { InvalidInputError } from 'src/lib/errors'

export interface MultipartFile {
  fileName: string
  bytes: Buffer
}

/**
 * One file field of a multipart/form-data body (the bytes as the api server
 * received them). Larger than MAX_FILE_BYTES → 400 'Файл больше 5 МБ.'.
 */
export function readMultipartFile(
  body: Buffer,
  contentType: string,
  field = 'file'
): Promise<MultipartFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 20, parts: 30 },
        defParamCharset: 'utf8',
      })
    } catch {
      reject(
        new InvalidInputError({ [field]: ['Не удалось прочитать загрузку (multipart/form-data).'] })
      )
      return
    }
    let found: MultipartFile | null = null
    let tooLarge = false
    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => {
        tooLarge = true
      })
      stream.on('close', () => {
        found = { fileName: info.filename || 'file', bytes: Buffer.concat(chunks) }
      })
    })
    parser.on('error', () =>
      reject(
        new InvalidInputError({ [field]: ['Не удалось прочитать загрузку (multipart/form-data).'] })
      )
    )
    parser.on('close', () => {
      if (tooLarge) reject(new InvalidInputError({ [field]: [TOO_LARGE_MESSAGE] }))
      else resolve(found)
    })
    parser.end(body)
  })
}
