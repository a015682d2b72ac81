import userEvent from '@testing-library/user-event'

import { render, screen, within } from '@redwoodjs/testing/web'

import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'

import FloatingContacts from './FloatingContacts'

describe('FloatingContacts (SPEC §1/§4 floating contact menu)', () => {
  it('toggles between «Напишите нам» and «Скрыть» and shows the links while open', async () => {
    mockSiteBlocks()
    render(<FloatingContacts />)
    const toggle = await screen.findByRole('button', { name: 'Напишите нам' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()

    await userEvent.click(toggle)
    expect(toggle).toHaveAccessibleName('Скрыть')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('list')
    expect(toggle).toHaveAttribute('aria-controls', list.id)
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['WhatsApp', 'Telegram', 'Позвонить'])

    await userEvent.click(toggle)
    expect(toggle).toHaveAccessibleName('Напишите нам')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('Esc closes the open menu and gives focus back to «Напишите нам»', async () => {
    mockSiteBlocks()
    render(<FloatingContacts />)
    const toggle = await screen.findByRole('button', { name: 'Напишите нам' })
    await userEvent.click(toggle)
    screen.getByRole('link', { name: 'Telegram' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(toggle).toHaveAccessibleName('Напишите нам')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('Esc pressed elsewhere on the page closes the menu without taking the focus', async () => {
    mockSiteBlocks()
    render(
      <>
        <button type="button">Купить</button>
        <FloatingContacts />
      </>
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Напишите нам' }))
    const elsewhere = screen.getByRole('button', { name: 'Купить' })
    elsewhere.focus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(elsewhere).toHaveFocus()
  })

  it('leaves Esc to an open dialog', async () => {
    mockSiteBlocks()
    render(
      <>
        <div role="dialog" aria-modal="true" aria-label="Оператор" />
        <FloatingContacts />
      </>
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Напишите нам' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Скрыть' })).toBeInTheDocument()
  })

  it('messengers open externally in a new tab; the call stays a tel: link', async () => {
    mockSiteBlocks()
    render(<FloatingContacts />)
    await userEvent.click(await screen.findByRole('button', { name: 'Напишите нам' }))
    for (const [name, href] of [
      ['WhatsApp', 'https://wa.me/77122203040'],
      ['Telegram', 'https://t.me/akvatoria_kz'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const call = screen.getByRole('link', { name: 'Позвонить' })
    expect(call).toHaveAttribute('href', 'tel:+77122203040')
    expect(call).not.toHaveAttribute('target')
  })

  it('offers only what the contacts give (no Telegram, no insecure links)', async () => {
    mockSiteBlocks({
      contacts: {
        data: {
          phoneE164: '+77122203040',
          messengers: {
            whatsapp: 'https://wa.me/77122203040',
            telegram: 'http://t.me/akvatoria_kz',
          },
        },
      },
    })
    render(<FloatingContacts />)
    await userEvent.click(await screen.findByRole('button', { name: 'Напишите нам' }))
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'WhatsApp',
      'Позвонить',
    ])
  })

  it('stays away until the contacts are known', () => {
    mockSiteBlocks({ contacts: null })
    const { container } = render(<FloatingContacts />)
    expect(container).toBeEmptyDOMElement()
  })
})
