import { render, screen, within } from '@redwoodjs/testing/web'

import NewsBody from './NewsBody'
import { standard } from './NewsBody.mock'

describe('NewsBody', () => {
  it('shows paragraphs, numbered and bulleted lists and a subheading', () => {
    render(<NewsBody {...standard()} />)
    expect(screen.getByText(/^Наши инженеры прошли обучение/)).toBeInTheDocument()
    const [steps, ways] = screen.getAllByRole('list')
    expect(steps.tagName).toBe('OL')
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual([
      'первичный пуск котла с активацией гарантии;',
      'ежегодное техническое обслуживание;',
      'гарантийный и постгарантийный ремонт с оригинальными запчастями.',
    ])
    expect(ways.tagName).toBe('UL')
    expect(within(ways).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('heading', { level: 2, name: 'Как записаться' })).toBeInTheDocument()
    expect(screen.queryByText(/^(- |1\. |## )/)).not.toBeInTheDocument()
  })

  it('shows **bold** and *italic* without the marks', () => {
    render(<NewsBody {...standard()} />)
    expect(screen.getByText('авторизованным сервисным центром').tagName).toBe('STRONG')
    expect(screen.getByText('+7 (7122) 20-30-40').tagName).toBe('STRONG')
    expect(screen.getByText('г. Атырау, ул. Сатпаева, 17').tagName).toBe('EM')
    expect(screen.queryByText(/\*/)).not.toBeInTheDocument()
  })

  it('makes links: site links in place, other sites in a new tab', () => {
    render(<NewsBody {...standard()} />)
    expect(screen.getByRole('link', { name: 'странице сервиса' })).toHaveAttribute(
      'href',
      '/service'
    )
    const baxi = screen.getByRole('link', { name: 'сайте Baxi (откроется в новой вкладке)' })
    expect(baxi).toHaveAttribute('href', 'https://www.baxi.ru')
    expect(baxi).toHaveAttribute('target', '_blank')
    expect(baxi).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('passes no markup or script addresses through', () => {
    render(<NewsBody text={'<b>жирный</b> и [ссылка](javascript:alert%281%29)'} />)
    expect(screen.getByText('<b>жирный</b> и ссылка')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
