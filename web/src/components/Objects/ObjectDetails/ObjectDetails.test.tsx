import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ObjectDetails from './ObjectDetails'
import { bare, standard } from './ObjectDetails.mock'

describe('ObjectDetails', () => {
  it('shows the title, photos, facts and the description with its list', () => {
    render(<ObjectDetails object={standard()} />)
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Автоматизированный тепловой пункт ЖК «Нурсая»',
      })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Фото \d из 3$/ })).toHaveLength(3)
    expect(screen.getByRole('img', { name: /фото 1 из 3$/ })).toHaveAttribute('loading', 'eager')
    const facts = within(screen.getByText('Тип объекта').closest('dl')!)
    expect(facts.getByRole('link', { name: 'Жилые комплексы' })).toHaveAttribute(
      'href',
      '/objects?type=zhilye-kompleksy'
    )
    expect(facts.getByRole('link', { name: 'Атырау' })).toHaveAttribute(
      'href',
      `/objects/location/${encodeURIComponent('Атырау')}`
    )
    expect(facts.getByText('ТОО «Нурсая Строй»')).toBeInTheDocument()
    expect(facts.getByText('2026')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Что сделано' })).toBeInTheDocument()
    expect(screen.getByText('пластинчатые теплообменники Danfoss;').tagName).toBe('LI')
  })

  it('leads back to the list and to the list of its kind', () => {
    render(<ObjectDetails object={standard()} />)
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    expect(crumbs.getByRole('link', { name: 'Объекты' })).toHaveAttribute('href', '/objects')
    expect(crumbs.getByRole('link', { name: 'Жилые комплексы' })).toHaveAttribute(
      'href',
      '/objects?type=zhilye-kompleksy'
    )
    expect(screen.getByRole('link', { name: '← Все объекты' })).toHaveAttribute('href', '/objects')
  })

  it('leaves out what the object does not have', () => {
    render(<ObjectDetails object={bare()} />)
    expect(screen.queryByRole('group', { name: 'Фотографии' })).not.toBeInTheDocument()
    expect(screen.queryByText('Заказчик')).not.toBeInTheDocument()
    expect(screen.queryByText('Год')).not.toBeInTheDocument()
    expect(screen.getByText('Город')).toBeInTheDocument()
  })

  it('«Получить консультацию» opens the call-me-back popup', async () => {
    render(
      <UiProvider>
        <ObjectDetails object={standard()} />
      </UiProvider>
    )
    expect(screen.getByRole('region', { name: 'Нужен похожий объект?' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Получить консультацию' }))
    expect(await screen.findByRole('dialog', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page, its links under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/objects/1">
        <ObjectDetails object={standard()} />
      </AtPage>
    )
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигация тізбегі' }))
    expect(crumbs.getByRole('link', { name: 'Нысандар' })).toHaveAttribute('href', '/kk/objects')
    const facts = within(screen.getByText('Нысан түрі').closest('dl')!)
    for (const term of ['Қала', 'Тапсырыс беруші', 'Жылы'])
      expect(facts.getByText(term)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Не істелді' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Осындай нысан керек пе?' })).toHaveTextContent(
      /Міндетіңіз туралы айтыңыз/
    )
    expect(screen.getByRole('button', { name: 'Кеңес алу' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Фотосуреттер' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Фото \d, барлығы 3$/ })).toHaveLength(3)
    expect(screen.getByRole('link', { name: '← Барлық нысандар' })).toHaveAttribute(
      'href',
      '/kk/objects'
    )
  })

  it('marks the Russian fallbacks lang="ru" on a Kazakh page, and no Kazakh text', async () => {
    await loadCatalog('kk')
    const { unmount } = render(
      <AtPage href="/kk/objects/1">
        <ObjectDetails object={standard()} />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(/Тепловой пункт на 240 квартир/).closest('.rich-text')).toHaveAttribute(
      'lang',
      'ru'
    )
    for (const kind of screen.getAllByRole('link', { name: 'Жилые комплексы' }))
      expect(kind).toHaveAttribute('lang', 'ru')
    // A Russian title is the pictures' whole description, marked (no Kazakh sentence around it).
    expect(
      screen.getAllByRole('img', { name: 'Автоматизированный тепловой пункт ЖК «Нурсая»' })[0]
    ).toHaveAttribute('lang', 'ru')
    unmount()
    render(
      <AtPage href="/kk/objects/1">
        <ObjectDetails
          object={{
            ...standard(),
            title: '«Нұрсая» ТК автоматтандырылған жылу пункті',
            titleLang: 'kk',
            description: '240 пәтерге арналған жылу пункті.',
            descriptionLang: 'kk',
            type: { name: 'Тұрғын үй кешендері', nameLang: 'kk', slug: 'zhilye-kompleksy' },
          }}
        />
      </AtPage>
    )
    expect(document.querySelector('.object-details [lang]')).toBeNull()
  })
})
