import { render } from '@redwoodjs/testing/web'

import { richText } from './richText'

const link = (text: string) => <a href="/kk/precatalog">{text}</a>

describe('richText', () => {
  it('draws the marked part with its element where the translation puts it', () => {
    const { container } = render(
      <p>{richText('Витрина әзірге бос. <0>Каталогты</0> қараңыз.', [link])}</p>
    )
    expect(container.innerHTML).toBe(
      '<p>Витрина әзірге бос. <a href="/kk/precatalog">Каталогты</a> қараңыз.</p>'
    )
  })

  it('keeps a marker it has no element for, or an unclosed one, as text', () => {
    const { container } = render(<p>{richText('a <1>b</1> <0>c', [link])}</p>)
    expect(container).toHaveTextContent('a <1>b</1> <0>c')
  })
})
