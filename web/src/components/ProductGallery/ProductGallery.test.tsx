import userEvent from '@testing-library/user-event'

import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { PRODUCT_PLACEHOLDER } from 'src/components/ProductImage/ProductImage'

import ProductGallery from './ProductGallery'

const NAME = 'Насосная станция Grundfos Hydrojet JPB 5/24'
const photos = [
  { file: '/media/jpb-front.jpg', alt: 'Вид спереди' },
  { file: '/media/jpb-side.jpg', alt: 'Вид сбоку' },
  { file: '/media/jpb-tank.jpg', alt: 'Гидроаккумулятор 24 л' },
]

/** The large picture is the one outside the thumbnail list. */
const mainImage = () =>
  screen.getAllByRole('img').find((img) => !img.closest('.product-gallery__thumbs'))!

describe('ProductGallery', () => {
  it('shows the placeholder named after the product when there are no pictures', () => {
    render(<ProductGallery images={[]} name={NAME} />)
    const img = screen.getByRole('img', { name: NAME })
    expect(img).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(screen.queryByRole('list', { name: 'Фотографии товара' })).not.toBeInTheDocument()
  })

  it('shows a single picture without thumbnails', () => {
    render(<ProductGallery images={photos.slice(0, 1)} name={NAME} />)
    expect(screen.getByRole('img', { name: 'Вид спереди' })).toHaveAttribute(
      'src',
      '/media/jpb-front.jpg'
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('lists thumbnails «Фото N из M» and shows the chosen one large', async () => {
    render(<ProductGallery images={photos} name={NAME} />)
    const thumbs = within(screen.getByRole('list', { name: 'Фотографии товара' })).getAllByRole(
      'button'
    )
    expect(thumbs.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Фото 1 из 3',
      'Фото 2 из 3',
      'Фото 3 из 3',
    ])
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true')
    expect(mainImage()).toHaveAttribute('src', '/media/jpb-front.jpg')

    await userEvent.click(screen.getByRole('button', { name: 'Фото 3 из 3' }))
    expect(mainImage()).toHaveAttribute('src', '/media/jpb-tank.jpg')
    expect(mainImage()).toHaveAccessibleName('Гидроаккумулятор 24 л')
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true')
    expect(thumbs[0]).not.toHaveAttribute('aria-current')
  })

  it('falls back to the placeholder when the large picture fails, then recovers on another', async () => {
    render(<ProductGallery images={photos} name={NAME} />)
    fireEvent.error(mainImage())
    expect(mainImage()).toHaveAttribute('src', PRODUCT_PLACEHOLDER)
    await userEvent.click(screen.getByRole('button', { name: 'Фото 2 из 3' }))
    expect(mainImage()).toHaveAttribute('src', '/media/jpb-side.jpg')
  })

  it('marks every picture with the language mark it is given, and none without one', () => {
    const { rerender } = render(<ProductGallery images={photos} name={NAME} lang="ru" />)
    const marks = () => screen.getAllByRole('img').map((img) => img.getAttribute('lang'))
    expect(marks()).toEqual(['ru', 'ru', 'ru', 'ru'])
    rerender(<ProductGallery images={photos} name={NAME} />)
    expect(marks()).toEqual([null, null, null, null])
  })
})
