import { render, screen, within } from '@redwoodjs/testing/web'

import RichText, { parseBlocks } from './RichText'
import { standard } from './RichText.mock'

describe('RichText', () => {
  it('shows paragraphs, a sub-heading, both kinds of lists, bold text and a link', () => {
    render(<RichText {...standard()} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Что входит в комплект' })).toBeVisible()
    const [bullets, steps] = screen.getAllByRole('list')
    expect(bullets.tagName).toBe('UL')
    expect(within(bullets).getAllByRole('listitem')).toHaveLength(3)
    expect(within(bullets).getAllByRole('listitem')[0]).toHaveTextContent(
      /^защита от сухого хода, перегрузки и обрыва фазы;$/
    )
    expect(steps.tagName).toBe('OL')
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent(
      /^Доставка, монтаж и пусконаладка\.$/
    )
    expect(screen.getByText('«Аква-Контроль»').tagName).toBe('STRONG')
    expect(screen.queryByText(/\*\*/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Сервис' })).toHaveAttribute('href', '/service')
  })

  it('keeps a single line break inside a paragraph', () => {
    render(<RichText {...standard()} />)
    const paragraph = screen.getByText(/поставляется с паспортом/).closest('p')!
    expect(paragraph.querySelectorAll('br')).toHaveLength(1)
  })

  it('leaves a link to an unsafe address as text and opens web links in a new tab', () => {
    render(<RichText text="[вирус](javascript:alert(1)) и [сайт](https://akvatoria.kz)" />)
    expect(screen.queryByRole('link', { name: 'вирус' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('target', '_blank')
  })

  it('parses blank-line separated blocks and ignores empty text', () => {
    expect(parseBlocks('  \n ')).toEqual([])
    expect(parseBlocks('Первый\n\nВторой')).toEqual([
      { kind: 'p', lines: ['Первый'] },
      { kind: 'p', lines: ['Второй'] },
    ])
  })

  it('shows *italic* words and keeps a lone star as text (news bodies use both)', () => {
    render(<RichText text={'Скидка *только онлайн*, 5 * 3 = 15'} />)
    expect(screen.getByText('только онлайн').tagName).toBe('EM')
    expect(screen.getByText(/5 \* 3 = 15/)).toBeInTheDocument()
  })
})
