import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ImageGallery from './ImageGallery'
import { standard } from './ImageGallery.mock'

describe('ImageGallery', () => {
  it('shows the first photo large; a thumbnail switches it', async () => {
    render(<ImageGallery {...standard()} eager />)
    const gallery = screen.getByRole('group', { name: 'Фотографии' })
    const main = within(gallery).getByRole('img', { name: /фото 1 из 3$/ })
    expect(main).toHaveAttribute('loading', 'eager')
    expect(main).toHaveAttribute('width', '1200')
    expect(main).toHaveAttribute('height', '675')
    const thumbs = within(gallery).getAllByRole('button', { name: /^Фото \d из 3$/ })
    expect(thumbs).toHaveLength(3)
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Фото 3 из 3' }))
    expect(screen.getByRole('img', { name: /фото 3 из 3$/ })).toHaveAttribute(
      'src',
      standard().images[2]
    )
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true')
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false')
  })

  it('loads below-the-fold pictures lazily, each with a size', () => {
    render(<ImageGallery {...standard()} />)
    document.querySelectorAll('img').forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    })
  })

  it('a single photo has no thumbnails and no photo number; no photos show nothing', () => {
    const { container } = render(
      <ImageGallery
        title="Водоочистка"
        images={['/api/media/demo/production/water-purification.svg']}
      />
    )
    expect(screen.getByRole('img', { name: 'Водоочистка' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    container.remove()
    render(<ImageGallery title="Водоочистка" images={[]} />)
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production/akva-control">
        <ImageGallery {...standard()} />
      </AtPage>
    )
    const gallery = within(screen.getByRole('group', { name: 'Фотосуреттер' }))
    expect(gallery.getByRole('img', { name: /— фото 1, барлығы 3$/ })).toBeInTheDocument()
    expect(gallery.getByRole('button', { name: 'Фото 2, барлығы 3' })).toBeInTheDocument()
  })

  it('describes the pictures by a Russian title alone, marked, on a Kazakh page', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects/1">
        <ImageGallery {...standard()} titleLang="ru" />
      </AtPage>
    )
    const picture = screen.getByRole('img', { name: standard().title })
    expect(picture).toHaveAttribute('lang', 'ru')
  })
})
