import { useState } from 'react'

import { FieldError, Label, useFormContext } from '@redwoodjs/forms'

import MediaPicker from 'src/components/Admin/ui/MediaPicker'
import type { LibraryPicture } from 'src/lib/adminUpload'

/** Where the web origin serves stored media (api/src/lib/media.ts mediaUrl). */
const MEDIA_URL_PREFIX = '/api/media/'

export const mediaPreviewUrl = (stored: string) =>
  /^https?:\/\//.test(stored) || stored.startsWith('/') ? stored : `${MEDIA_URL_PREFIX}${stored}`

export interface MediaPathFieldProps {
  name: string
  label: string
  /** A document (PDF) rather than a picture: no picture preview. */
  document?: boolean
  /**
   * Uploads a chosen file and gives its stored media path (pictures: the
   * back office's POST /api/v1/admin/media/). Without it the field takes a
   * path typed or pasted by hand and shows no upload button.
   */
  onUpload?: (file: File) => Promise<string>
  /**
   * The picture library (fetchMediaLibrary): with it the field offers
   * «Выбрать из загруженных», thumbnails to choose from, and the path is
   * no longer typed (issue 30 §4).
   */
  library?: () => Promise<LibraryPicture[]>
}

/**
 * A picture (or document) of a content record: its stored media path, with
 * a preview of the picture so the editor sees what the shop will show.
 */
const MediaPathField = ({
  name,
  label,
  document = false,
  onUpload,
  library,
}: MediaPathFieldProps) => {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext()
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const id = `field-${name}`
  const value = String(watch(name) ?? '').trim()

  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return
    setUploading(true)
    setUploadError(null)
    try {
      setValue(name, await onUpload(file), { shouldDirty: true, shouldValidate: true })
    } catch (failure) {
      // The api's own reason (wrong type, too large) when it gave one.
      setUploadError(
        (failure as Error)?.message || 'Не удалось загрузить файл. Попробуйте ещё раз.'
      )
    } finally {
      setUploading(false)
    }
  }

  const choose = (file: string) => {
    setValue(name, file, { shouldDirty: true, shouldValidate: true })
    setPicking(false)
  }

  return (
    <div className="field media-path-field">
      <Label name={name} htmlFor={id} className="field__label">
        {label}
      </Label>
      <input
        {...register(name)}
        id={id}
        type="text"
        className="field__input"
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`${id}-hint ${id}-error`}
        // With the library a picture is uploaded or chosen, not typed.
        readOnly={Boolean(library)}
        placeholder={library ? undefined : 'news/novyj-sklad/foto.jpg'}
      />
      <p id={`${id}-hint`} className="media-path-field__hint">
        {library
          ? 'Загрузите изображение или выберите из загруженных.'
          : 'Путь файла в хранилище медиа.'}
      </p>
      {onUpload ? (
        <label className="button button--secondary button--small">
          {uploading ? 'Загружаем…' : 'Загрузить файл'}
          <input
            type="file"
            className="visually-hidden"
            accept={document ? 'application/pdf,image/*' : 'image/*'}
            disabled={uploading}
            onChange={(event) => upload(event.target.files?.[0])}
          />
        </label>
      ) : null}
      {library ? (
        <>
          {' '}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={picking}
            onClick={() => setPicking(!picking)}
          >
            Выбрать из загруженных
          </button>
          {value ? (
            <>
              {' '}
              <button
                type="button"
                className="link-button"
                onClick={() => setValue(name, '', { shouldDirty: true, shouldValidate: true })}
              >
                Убрать изображение
              </button>
            </>
          ) : null}
          {picking ? <MediaPicker load={library} selected={value} onChoose={choose} /> : null}
        </>
      ) : null}
      {uploadError ? (
        <p role="alert" className="field__error">
          {uploadError}
        </p>
      ) : null}
      <FieldError name={name} className="field__error" id={`${id}-error`} role="alert" />
      {value && !errors[name] ? (
        document && !/\.(png|jpe?g|gif|webp|svg)$/i.test(value) ? (
          <a href={mediaPreviewUrl(value)} target="_blank" rel="noreferrer">
            Открыть файл
          </a>
        ) : (
          <img
            className="media-path-field__preview"
            src={mediaPreviewUrl(value)}
            alt={`Предпросмотр: ${label.replace(/\s*\*$/, '').toLowerCase()}`}
          />
        )
      ) : null}
    </div>
  )
}

export default MediaPathField
