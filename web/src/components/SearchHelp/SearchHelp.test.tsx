import { render, screen } from '@redwoodjs/testing/web'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import SearchHelp, { SearchHelpView } from './SearchHelp'

const NOTHING_FOUND = 'По вашему запросу ничего не найдено. Нужна помощь?'

describe('SearchHelp (SPEC §2 Search: nothing found)', () => {
  it('offers to phone and to write in the messenger of the site contacts', async () => {
    mockSiteBlocks()
    render(<SearchHelp />)
    expect(await screen.findByRole('link', { name: 'Позвоните' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    const write = screen.getByRole('link', { name: 'Напишите нам' })
    expect(write).toHaveAttribute('href', 'https://wa.me/77122203040')
    expect(write).toHaveAttribute('target', '_blank')
    expect(screen.getByText(/ничего не найдено/)).toHaveTextContent(
      `${NOTHING_FOUND} Позвоните или Напишите нам`
    )
  })

  it('keeps the words without links while the contacts are unknown', () => {
    render(<SearchHelpView />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText(/ничего не найдено/)).toHaveTextContent(
      'По вашему запросу ничего не найдено. Нужна помощь? Позвоните или Напишите нам'
    )
  })
})
