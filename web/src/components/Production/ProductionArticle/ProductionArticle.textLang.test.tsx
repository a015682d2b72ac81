// Issue 33: a production page without Kazakh text is shown in Russian, marked lang="ru".
import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ProductionArticle from './ProductionArticle'
import { standard } from './ProductionArticle.mock'

describe('ProductionArticle: the language of its texts', () => {
  it('marks Russian fallback texts lang="ru" on a Kazakh page, and not a Kazakh title', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production/akva-control-cabinet">
        <ProductionArticle
          page={{ ...standard(), title: '«Аква-Контроль» басқару шкафтары', titleLang: 'kk' }}
        />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { level: 1, name: '«Аква-Контроль» басқару шкафтары' })
    ).not.toHaveAttribute('lang')
    // A Kazakh title describes the pictures in the Kazakh sentence, unmarked.
    expect(
      screen.getByRole('img', { name: /басқару шкафтары.*фото 1, барлығы 3$/ })
    ).not.toHaveAttribute('lang')
    expect(screen.getByText(standard().summary)).toHaveAttribute('lang', 'ru')
    expect(
      screen.getByText(/собираются на нашем производстве/).closest('.rich-text')
    ).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<ProductionArticle page={standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
