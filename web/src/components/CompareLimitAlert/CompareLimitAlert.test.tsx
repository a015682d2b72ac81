import { NO_SUBCATEGORY } from '@domain/compare'
import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { useCompare } from 'src/components/ShopState/CompareProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import CompareLimitAlert from './CompareLimitAlert'

const FULL = { 'Циркуляционные насосы': ['GR-UPS-25-40', 'WL-STAR-25-6', 'DAB-VA-55'] }

/** Buttons standing in for the «Сравнить» of product cards. */
const CompareButtons = () => {
  const compare = useCompare()
  return (
    <>
      <button onClick={() => compare.toggle('Циркуляционные насосы', 'GR-ALPHA2-25-40')}>
        Сравнить Grundfos ALPHA2
      </button>
      <button onClick={() => compare.toggle('Насосные станции', 'GR-HJ-JPB-5-24')}>
        Сравнить Hydrojet
      </button>
      <button onClick={() => compare.toggle('Циркуляционные насосы', 'DAB-VA-55')}>
        Убрать DAB
      </button>
    </>
  )
}

const renderAlert = () =>
  render(
    <ShopTestProviders compare={FULL}>
      <CompareButtons />
      <CompareLimitAlert />
    </ShopTestProviders>
  )

describe('CompareLimitAlert', () => {
  beforeEach(() => localStorage.clear())

  it('stays hidden while the limit is not hit', async () => {
    renderAlert()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить Hydrojet' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('explains the limit of 3 per subcategory and names the full subcategory', async () => {
    renderAlert()
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить Grundfos ALPHA2' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      'В сравнении может быть не больше 3 товаров одного подраздела. Уберите один, чтобы добавить другой.'
    )
    expect(alert).toHaveTextContent('Подраздел: «Циркуляционные насосы».')
    expect(screen.getByRole('link', { name: 'Открыть сравнение' })).toHaveAttribute(
      'href',
      '/compare'
    )
  })

  it('goes away on «Понятно»', async () => {
    renderAlert()
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить Grundfos ALPHA2' }))
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('goes away with the next successful change', async () => {
    renderAlert()
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить Grundfos ALPHA2' }))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Убрать DAB' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('speaks Kazakh on a Kazakh page and names the group without a subcategory so (issue 33)', async () => {
    await loadCatalog('kk')
    const NoSubcategory = () => {
      const compare = useCompare()
      return <button onClick={() => compare.toggle(NO_SUBCATEGORY, 'X-4')}>add</button>
    }
    render(
      <AtPage href="/kk/catalog/v2">
        <ShopTestProviders compare={{ [NO_SUBCATEGORY]: ['X-1', 'X-2', 'X-3'] }}>
          <NoSubcategory />
          <CompareLimitAlert />
        </ShopTestProviders>
      </AtPage>
    )
    await userEvent.click(screen.getByRole('button', { name: 'add' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Бір ішкі бөлімнен салыстыруға 3 тауардан артық қосуға болмайды. Басқасын қосу үшін біреуін алып тастаңыз. Ішкі бөлім: «Ішкі бөлімсіз».'
    )
    expect(screen.getByRole('link', { name: 'Салыстыруды ашу' })).toHaveAttribute(
      'href',
      '/kk/compare'
    )
    await userEvent.click(screen.getByRole('button', { name: 'Түсінікті' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
