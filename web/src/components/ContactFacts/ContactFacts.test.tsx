import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { DEMO_CONTACTS_BLOCK } from 'src/components/SiteContent/SiteContent.mock'
import { siteContactsOf } from 'src/components/SiteContent/useContentBlock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ContactFacts from './ContactFacts'

describe('ContactFacts', () => {
  it('lists phone, e-mail, hours, address and messengers as links', () => {
    render(
      <ContactFacts contacts={siteContactsOf(DEMO_CONTACTS_BLOCK.data)} onCallback={() => {}} />
    )
    const section = screen.getByRole('region', { name: 'Как с нами связаться' })
    expect(within(section).getByRole('link', { name: '+7 (7122) 20 30 40' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    expect(within(section).getByRole('link', { name: 'info@akvatoria.kz' })).toHaveAttribute(
      'href',
      'mailto:info@akvatoria.kz'
    )
    expect(section).toHaveTextContent('Ежедневно с 9:00 до 18:00')
    expect(section).toHaveTextContent('г. Атырау, промзона Тендык, ул. Промышленная, 5')
    expect(within(section).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/77122203040'
    )
    expect(within(section).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'target',
      '_blank'
    )
  })

  it('leaves out what the editors did not fill and still offers a call back', () => {
    const onCallback = jest.fn()
    const contacts = { ...siteContactsOf(DEMO_CONTACTS_BLOCK.data)!, email: '', messengers: {} }
    render(<ContactFacts contacts={contacts} onCallback={onCallback} />)
    expect(screen.queryByText('E-mail')).not.toBeInTheDocument()
    expect(screen.queryByText('Мессенджеры')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Перезвоните мне' }))
    expect(onCallback).toHaveBeenCalledTimes(1)
  })

  it('shows only the button before the contacts arrive', () => {
    render(<ContactFacts contacts={null} onCallback={() => {}} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/contacts">
        <ContactFacts contacts={siteContactsOf(DEMO_CONTACTS_BLOCK.data)} onCallback={() => {}} />
      </AtPage>
    )
    const section = screen.getByRole('region', { name: 'Бізбен қалай байланысуға болады' })
    for (const term of [
      'Телефон нөмірі',
      'Электрондық пошта',
      'Жұмыс уақыты',
      'Мекенжай',
      'Мессенджерлер',
    ])
      expect(within(section).getByText(term)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Маған қоңырау шалыңыз' })).toBeInTheDocument()
  })
})
