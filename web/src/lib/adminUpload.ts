/**
 * A file sent to a back-office REST upload (pictures, import sheets): GraphQL
 * takes no multipart here, so these go to /api/v1 with the session cookie.
 * The answer's JSON, or an Error with the api's Russian reason.
 */
export async function postFile<T>(url: string, file: File): Promise<T> {
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' })
  } catch {
    throw new Error('Нет связи с сервером. Попробуйте ещё раз.')
  }
  if (response.ok) return (await response.json()) as T
  if (response.status === 413) throw new Error('Файл больше 5 МБ.')
  const answer = await response.json().catch(() => null)
  const detail = answer?.detail ?? Object.values(answer ?? {}).flat()[0]
  throw new Error(typeof detail === 'string' ? detail : 'Не удалось загрузить файл.')
}

/** The back office's picture upload: the stored path and its address. */
export const ADMIN_MEDIA_URL = '/api/v1/admin/media/'
export type StoredPicture = { file: string; url: string }

/** A picture of the back office's library (GET /api/v1/admin/media/). */
export type LibraryPicture = { file: string; url: string; size: number; uploaded_at: string }

/** The pictures staff uploaded, newest first, or an Error in Russian. */
export async function fetchMediaLibrary(): Promise<LibraryPicture[]> {
  let response: Response
  try {
    response = await fetch(ADMIN_MEDIA_URL, { credentials: 'same-origin' })
  } catch {
    throw new Error('Нет связи с сервером. Попробуйте ещё раз.')
  }
  if (!response.ok) throw new Error('Не удалось загрузить изображения.')
  return ((await response.json()) as { pictures: LibraryPicture[] }).pictures
}
