import { render, screen, within } from '@redwoodjs/testing/web'

import ProductionPagesCell from 'src/components/Production/ProductionPagesCell'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { Empty, Failure, Loading, Success } from './ProductionPagesCell'
import { standard } from './ProductionPagesCell.mock'

describe('ProductionPagesCell', () => {
  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем направления производства…')
  })

  it('says when there are no pages and when they cannot be loaded', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Empty />)
    expect(screen.getByText(/Раздел пока не заполнен/)).toBeInTheDocument()
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить направления')
    expect(console.error).toHaveBeenCalledWith('production pages', expect.any(Error))
    jest.restoreAllMocks()
  })

  it('shows the eight pages as tiles linking to /production/{slug}', () => {
    render(<Success {...standard()} />)
    const tiles = within(screen.getByRole('list')).getAllByRole('link')
    expect(tiles).toHaveLength(8)
    expect(screen.getByRole('link', { name: /Водонасосные станции/ })).toHaveAttribute(
      'href',
      '/production/water-pumping-station'
    )
  })

  it('asks the api for the pages', async () => {
    mockGraphQLQuery('ProductionPagesQuery', () => standard())
    render(<ProductionPagesCell />)
    expect(await screen.findByRole('link', { name: /Блочно-модульные котельные/ })).toHaveAttribute(
      'href',
      '/production/block-boiler-room'
    )
  })
  it('speaks Kazakh on a Kazakh page, its tiles under /kk (issue 33)', async () => {
    await loadCatalog('kk')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AtPage href="/kk/production">
        <Loading />
        <Empty />
        <Failure error={new Error('down')} />
        <Success {...standard()} />
      </AtPage>
    )
    expect(screen.getByRole('status')).toHaveTextContent('Өндіріс бағыттары жүктелуде…')
    expect(screen.getByText(/^Бөлім әзірге толтырылмаған/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Өндіріс бағыттары жүктелмеді.')
    expect(screen.getByRole('link', { name: /Водонасосные станции/ })).toHaveAttribute(
      'href',
      '/kk/production/water-pumping-station'
    )
    jest.restoreAllMocks()
  })
})
