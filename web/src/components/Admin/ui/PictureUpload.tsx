import { useId, useState } from 'react'

import { ADMIN_MEDIA_URL, postFile, type StoredPicture } from 'src/lib/adminUpload'

export interface PictureUploadProps {
  /** The field's label, e.g. «Добавить изображение». */
  label?: string
  /** Called with the stored picture once the api has it. */
  onUploaded: (picture: StoredPicture) => Promise<unknown> | unknown
}

/**
 * A picture upload for any back-office screen (products now, content pages
 * later): the chosen file goes to POST /api/v1/admin/media/, which checks
 * its type by content and answers the stored path.
 */
const PictureUpload = ({ label = 'Добавить изображение', onUploaded }: PictureUploadProps) => {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      await onUploaded(await postFile<StoredPicture>(ADMIN_MEDIA_URL, file))
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void upload(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        JPEG, PNG, GIF, WebP или AVIF, до 5 МБ.
      </p>
      {busy ? <p role="status">Загружаем изображение…</p> : null}
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export default PictureUpload
