import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

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
  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production/akva-control">
        <ProductionArticle page={standard()} />
      </AtPage>
    )
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигация тізбегі' }))
    expect(crumbs.getByRole('link', { name: 'Өндіріс' })).toHaveAttribute('href', '/kk/production')
    expect(
      screen.getByRole('region', { name: 'Шкафы управления Аква-Контроль: есептеуді алыңыз' })
    ).toHaveTextContent(/Телефон нөміріңізді қалдырыңыз/)
    expect(screen.getByRole('button', { name: 'Кеңес алу' })).toBeInTheDocument()
    // The title is Russian (no Kazakh text): the pictures are described by it alone, marked.
    expect(screen.getByRole('img', { name: 'Шкафы управления Аква-Контроль' })).toHaveAttribute(
      'lang',
      'ru'
    )
    expect(screen.getByRole('link', { name: '← Өндірістің барлық бағыттары' })).toHaveAttribute(
      'href',
      '/kk/production'
    )
  })
})
