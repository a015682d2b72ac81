import { useEffect, useState } from 'react'

import type { LibraryPicture } from 'src/lib/adminUpload'

export interface MediaPickerProps {
  /** The library (fetchMediaLibrary in the back office; stories and tests pass their own). */
  load: () => Promise<LibraryPicture[]>
  /** The stored path chosen now, marked in the grid. */
  selected?: string
  /** Called with the stored media path of the picture clicked. */
  onChoose: (file: string) => void
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; pictures: LibraryPicture[] }

/**
 * The back office's picture library as thumbnails (issue 30 §4): a picture
 * is chosen by a click, never by typing its path. Shared by every screen that
 * stores a media path (news, pages, slides); it loads the library when shown.
 */
const MediaPicker = ({ load, selected, onChoose }: MediaPickerProps) => {
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    let current = true
    load().then(
      (pictures) => current && setState({ kind: 'ready', pictures }),
      (failure: Error) =>
        current &&
        setState({
          kind: 'failed',
          message: failure?.message || 'Не удалось загрузить изображения.',
        })
    )
    // A picker closed before the answer comes does not set its state.
    return () => {
      current = false
    }
  }, [load])

  if (state.kind === 'loading') return <p role="status">Загружаем изображения…</p>
  if (state.kind === 'failed')
    return (
      <p role="alert" className="field__error">
        {state.message}
      </p>
    )
  if (!state.pictures.length) return <p>Загруженных изображений пока нет.</p>
  return (
    <ul className="media-picker" aria-label="Загруженные изображения">
      {state.pictures.map((picture) => (
        <li key={picture.file}>
          <button
            type="button"
            className="media-picker__item"
            aria-pressed={picture.file === selected}
            aria-label={`Выбрать изображение ${picture.file}`}
            onClick={() => onChoose(picture.file)}
          >
            <img src={picture.url} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  )
}

export default MediaPicker
