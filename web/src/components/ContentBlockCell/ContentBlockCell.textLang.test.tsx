// Issue 33: a text page without Kazakh text is shown in Russian, marked lang="ru".
import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Empty, Success } from './ContentBlockCell'
import { blank, pageBlock, standard } from './ContentBlockCell.mock'

describe('ContentBlockCell: the language of its texts', () => {
  beforeAll(() => loadCatalog('kk'))

  it('marks a Russian fallback text lang="ru" on a Kazakh page, and not a Kazakh title', () => {
    const { contentBlock } = pageBlock('service')
    render(
      <AtPage href="/kk/service">
        <Success
          blockKey="service"
          contentBlock={{ ...contentBlock, title: 'Сервис қызметі', titleLang: 'kk' }}
        />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Сервис қызметі' })).not.toHaveAttribute(
      'lang'
    )
    expect(screen.getByText(/обслуживает оборудование/).closest('.rich-text')).toHaveAttribute(
      'lang',
      'ru'
    )
  })

  it('marks the title of a block not written yet', () => {
    render(
      <AtPage href="/kk/wholesaler">
        <Empty blockKey="wholesaler" {...blank()} />
      </AtPage>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Оптовикам' })).toHaveAttribute(
      'lang',
      'ru'
    )
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<Success blockKey="wholesaler" {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
