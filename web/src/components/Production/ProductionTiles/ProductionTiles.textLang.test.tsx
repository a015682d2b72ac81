// Issue 33: a production direction without Kazakh text is shown in Russian, marked lang="ru".
import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ProductionTiles from './ProductionTiles'
import { standard } from './ProductionTiles.mock'

describe('ProductionTiles: the language of their texts', () => {
  it('marks a Russian fallback lang="ru" on a Kazakh page, and no Kazakh tile', async () => {
    const [first, second] = standard()
    const kazakh = {
      ...first,
      title: '«Аква-Контроль» басқару шкафтары',
      titleLang: 'kk' as const,
      summary: 'Өз әзірлемеміз: сорғыларды, желдетуді және қазандықтарды басқару шкафтары.',
      summaryLang: 'kk' as const,
    }
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production">
        <ProductionTiles pages={[kazakh, second]} />
      </AtPage>
    )
    expect(screen.getByText(kazakh.title)).not.toHaveAttribute('lang')
    expect(screen.getByText(kazakh.summary)).not.toHaveAttribute('lang')
    expect(screen.getByText(second.title)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(second.summary)).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<ProductionTiles pages={standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
