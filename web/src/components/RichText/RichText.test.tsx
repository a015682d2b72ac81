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

  it.each([
    ['/\\evil.example'],
    ['//evil.example'],
    ['data:text/html,x'],
    ['vbscript:msgbox(1)'],
    ['evil.example'],
  ])('shows a link to %p as text, never as a link', (target) => {
    render(<RichText text={`Смотрите [здесь](${target}).`} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText(/здесь/)).toBeInTheDocument()
  })

  it('keeps site pages in the tab and opens other sites in a new one, without an opener', () => {
    render(
      <RichText text="[Сервис](/service), [Grundfos](https://grundfos.com) и [почта](mailto:info@akvatoria.kz)" />
    )
    const service = screen.getByRole('link', { name: 'Сервис' })
    expect(service).toHaveAttribute('href', '/service')
    expect(service).not.toHaveAttribute('target')
    const other = screen.getByRole('link', { name: 'Grundfos' })
    expect(other).toHaveAttribute('href', 'https://grundfos.com/')
    expect(other).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'почта' })).toHaveAttribute(
      'href',
      'mailto:info@akvatoria.kz'
    )
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
