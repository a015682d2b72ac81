import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import ProductionArticle from './ProductionArticle'
import { standard } from './ProductionArticle.mock'

describe('ProductionArticle', () => {
  it('shows the title, summary, photos and the text with its list', () => {
    render(<ProductionArticle page={standard()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Шкафы управления Аква-Контроль' })
    ).toBeInTheDocument()
    expect(screen.getByText(/^Шкафы управления насосами, вентиляцией/)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Фото \d из 3$/ })).toHaveLength(3)
    expect(screen.getByRole('img', { name: /фото 1 из 3$/ })).toHaveAttribute(
      'src',
      '/api/media/demo/production/akva-control-cabinet.svg'
    )
    expect(screen.getByText('«Аква-Контроль»').tagName).toBe('STRONG')
    const option = screen.getByText('чередование насосов по наработке;')
    expect(option.tagName).toBe('LI')
    expect(option.closest('ul')!.children).toHaveLength(3)
  })

  it('leads back to the production list', () => {
    render(<ProductionArticle page={standard()} />)
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    expect(crumbs.getByRole('link', { name: 'Производство' })).toHaveAttribute(
      'href',
      '/production'
    )
    expect(crumbs.getByText('Шкафы управления Аква-Контроль')).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(screen.getByRole('link', { name: '← Все направления производства' })).toHaveAttribute(
      'href',
      '/production'
    )
  })

  it('«Получить консультацию» opens the call-me-back popup', async () => {
    render(
      <UiProvider>
        <ProductionArticle page={standard()} />
      </UiProvider>
    )
    await userEvent.click(screen.getByRole('button', { name: 'Получить консультацию' }))
    expect(await screen.findByRole('dialog', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })

  it('shows no gallery when there are no pictures', () => {
    render(<ProductionArticle page={{ ...standard(), image: null, gallery: [] }} />)
    expect(screen.queryByRole('group', { name: 'Фотографии' })).not.toBeInTheDocument()
  })
})
