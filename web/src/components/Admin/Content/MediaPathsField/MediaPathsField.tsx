import { useState } from 'react'

import { FieldError, Label, useFormContext } from '@redwoodjs/forms'

import MediaPicker from 'src/components/Admin/ui/MediaPicker'
import PictureUpload from 'src/components/Admin/ui/PictureUpload'
import type { LibraryPicture } from 'src/lib/adminUpload'

export interface MediaPathsFieldProps {
  name: string
  label: string
  /** The picture library (fetchMediaLibrary); stories and tests pass their own. */
  library: () => Promise<LibraryPicture[]>
}

/** The list's paths, one a line, as the api stores them. */
export const pathsOf = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * A list of pictures (a news item's gallery), one media path a line: a
 * picture is added by an upload or from the library (issue 30 §4) — at the
 * end, once; the lines stay editable to reorder or remove them.
 */
const MediaPathsField = ({ name, label, library }: MediaPathsFieldProps) => {
  const { register, watch, setValue } = useFormContext()
  const [picking, setPicking] = useState(false)
  const id = `field-${name}`

  const add = (file: string) => {
    const paths = pathsOf(watch(name)).filter((path) => path !== file)
    setValue(name, [...paths, file].join('\n'), { shouldDirty: true, shouldValidate: true })
  }

  return (
    <div className="field media-path-field">
      <Label name={name} htmlFor={id} className="field__label">
        {label}
      </Label>
      <textarea
        {...register(name)}
        id={id}
        rows={5}
        className="field__input"
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className="media-path-field__hint">
        По одному пути файла в строке: загрузите изображение или добавьте из загруженных.
      </p>
      <PictureUpload label={`Загрузить: ${label.toLowerCase()}`} onUploaded={(p) => add(p.file)} />
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={picking}
        onClick={() => setPicking(!picking)}
      >
        Добавить из загруженных
      </button>
      {picking ? (
        <MediaPicker
          load={library}
          onChoose={(file) => {
            add(file)
            setPicking(false)
          }}
        />
      ) : null}
      <FieldError name={name} className="field__error" id={`${id}-error`} role="alert" />
    </div>
  )
}

export default MediaPathsField
