import { createHash } from 'node:crypto'

import { libraryPictures, type LibraryObject } from 'src/lib/domain/mediaLibrary'
import { PICTURE_TYPE_MESSAGE, pictureTypeOf } from 'src/lib/domain/pictureType'
import { InvalidInputError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import type { MultipartFile } from 'src/lib/orderFiles/multipart'
import { requireCatalogueStaff } from 'src/lib/staffAccess'
import { contentTypeOf, mediaStore } from 'src/lib/storage'
import { contentAddressedPath } from 'src/modules/catalog'

/** Where the back office's uploads go in the media store. */
export const UPLOADS_FOLDER = 'uploads'

/**
 * Stores a staff member's picture (POST /api/v1/admin/media/) in the media
 * store and answers its path, which a product's or a content page's picture
 * then names. The type is read from the bytes (domain/pictureType); the path
 * is made from the content (catalogImport/pictures), so the same picture
 * uploaded twice is stored once. Catalogue and content staff are the same
 * roles (CONTENT_STAFF_ROLES = CATALOGUE_STAFF_ROLES).
 */
export async function uploadAdminPicture(upload: MultipartFile | null) {
  requireCatalogueStaff()
  if (!upload || !upload.bytes.length) throw new InvalidInputError({ file: [PICTURE_TYPE_MESSAGE] })
  const type = pictureTypeOf(upload.bytes)
  if (!type) throw new InvalidInputError({ file: [PICTURE_TYPE_MESSAGE] })
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex')
  const file = contentAddressedPath(UPLOADS_FOLDER, sha256, `.${type}`)
  const store = mediaStore()
  if (!(await store.head(file))) {
    await store.put(file, upload.bytes, {
      size: upload.bytes.length,
      contentType: contentTypeOf(file),
    })
  }
  return { file, url: mediaUrl(file)! }
}

/**
 * The picture library of the back office's picker (GET /api/v1/admin/media/):
 * the pictures staff uploaded, newest first (domain/mediaLibrary), each with
 * the path a content record stores and the address it is shown from.
 */
export async function listAdminPictures() {
  requireCatalogueStaff()
  const objects: LibraryObject[] = []
  for await (const object of mediaStore().list(`${UPLOADS_FOLDER}/`)) objects.push(object)
  return {
    pictures: libraryPictures(objects).map((object) => ({
      file: object.key,
      url: mediaUrl(object.key)!,
      size: object.size,
      uploaded_at: object.lastModified.toISOString(),
    })),
  }
}
