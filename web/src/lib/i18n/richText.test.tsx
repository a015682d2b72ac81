import { render } from '@redwoodjs/testing/web'

import { richText } from './richText'

const link = (text: string) => <a href="/kk/precatalog">{text}</a>

describe('richText', () => {
  it('draws the link where the translation puts its words', () => {
    const { container } = render(
      <p>{richText('Витрина әзірге бос. [Каталогты] қараңыз.', link)}</p>
    )
    expect(container.innerHTML).toBe(
      '<p>Витрина әзірге бос. <a href="/kk/precatalog">Каталогты</a> қараңыз.</p>'
    )
  })

  it('draws **strong** words, and link words as text when no link is given', () => {
    const { container } = render(<p>{richText('**Можно в рассрочку** — [каталог]')}</p>)
    expect(container.innerHTML).toBe('<p><strong>Можно в рассрочку</strong> — каталог</p>')
  })

  it('keeps an unclosed or empty mark as text', () => {
    const { container } = render(<p>{richText('a [b ** c', link)}</p>)
    expect(container.innerHTML).toBe('<p>a [b ** c</p>')
  })
})
