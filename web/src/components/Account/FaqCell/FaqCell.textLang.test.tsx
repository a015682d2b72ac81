// Issue 33: a question or answer without Kazakh text is shown in Russian, marked lang="ru".
import { render, screen } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Success } from './FaqCell'
import { standard } from './FaqCell.mock'

describe('FaqCell: the language of its texts', () => {
  it('marks a Russian fallback lang="ru" on a Kazakh page, and no Kazakh entry', async () => {
    const [first, second] = standard().faqEntries
    const kazakh = {
      ...first,
      question: 'Тапсырысты қалай рәсімдеуге болады?',
      questionLang: 'kk' as const,
      answer: 'Тауарларды себетке қосып, «Себетке өту» түймесін басыңыз.',
      answerLang: 'kk' as const,
    }
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/faq">
        <Success faqEntries={[kazakh, second]} />
      </AtPage>
    )
    expect(screen.getByText(kazakh.question)).not.toHaveAttribute('lang')
    expect(screen.getByText(kazakh.answer)).not.toHaveAttribute('lang')
    expect(screen.getByText(second.question)).toHaveAttribute('lang', 'ru')
    expect(screen.getByText(second.answer)).toHaveAttribute('lang', 'ru')
  })

  it('marks nothing on a Russian page', () => {
    const { container } = render(<Success {...standard()} />)
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
