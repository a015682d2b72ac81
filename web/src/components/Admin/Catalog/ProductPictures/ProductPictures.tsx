import PictureUpload from 'src/components/Admin/ui/PictureUpload'
import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import type { StoredPicture } from 'src/lib/adminUpload'

import type { EditedProduct } from '../catalogQueries'

export interface ProductPicturesProps {
  pictures: EditedProduct['pictures']
  onAdd: (picture: StoredPicture) => Promise<unknown>
  onMove: (pictureId: number, direction: 'up' | 'down') => Promise<unknown>
  onDelete: (pictureId: number) => Promise<unknown>
  busy?: boolean
}

/**
 * A product's pictures in the shop's order (the first is the main one):
 * each can move up or down or be removed; a new one is uploaded and added
 * last. Every change is saved at once.
 */
const ProductPictures = ({ pictures, onAdd, onMove, onDelete, busy }: ProductPicturesProps) => {
  const { confirm, dialog } = useConfirm()
  const remove = async (pictureId: number, name: string) => {
    const yes = await confirm({
      title: `Удалить ${name}?`,
      description:
        'Изображение уберут из карточки товара сразу, вернуть его можно только новой загрузкой.',
      confirmLabel: 'Удалить',
      tone: 'danger',
    })
    if (yes) await onDelete(pictureId)
  }
  return (
    <section aria-labelledby="product-pictures-title" className="admin-product-pictures">
      {dialog}
      <h2 id="product-pictures-title">Изображения</h2>
      {pictures.length ? (
        <ol className="admin-product-pictures__list">
          {pictures.map((picture, index) => {
            const name = `изображение ${index + 1}`
            return (
              <li key={picture.id}>
                <img
                  src={picture.url}
                  alt={picture.alt || `Изображение ${index + 1}`}
                  width={120}
                  height={120}
                />
                <span>{index === 0 ? 'Главное' : `№ ${index + 1}`}</span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Поднять ${name}`}
                  disabled={busy || index === 0}
                  onClick={() => onMove(picture.id, 'up')}
                >
                  {/* The visible word starts the accessible name (WCAG 2.5.3). */}
                  Поднять
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Опустить ${name}`}
                  disabled={busy || index === pictures.length - 1}
                  onClick={() => onMove(picture.id, 'down')}
                >
                  Опустить
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={`Удалить ${name}`}
                  disabled={busy}
                  onClick={() => void remove(picture.id, name)}
                >
                  Удалить
                </button>
              </li>
            )
          })}
        </ol>
      ) : (
        <p>Изображений нет.</p>
      )}
      <PictureUpload onUploaded={onAdd} />
    </section>
  )
}

export default ProductPictures
