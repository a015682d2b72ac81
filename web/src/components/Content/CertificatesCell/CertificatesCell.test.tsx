import { render, screen } from '@redwoodjs/testing/web'

import CertificatesCell from 'src/components/Content/CertificatesCell'

import { Empty, Failure, isEmpty, Loading, Success } from './CertificatesCell'
import { standard } from './CertificatesCell.mock'

describe('CertificatesCell', () => {
  afterEach(() => jest.restoreAllMocks())

  it('announces loading', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем сертификаты…')
  })

  it('says when there are no certificates yet', () => {
    expect(isEmpty({ certificates: [] })).toBe(true)
    expect(isEmpty(standard())).toBe(false)
    render(<Empty />)
    expect(screen.getByText(/Сертификаты скоро появятся/)).toBeInTheDocument()
  })

  it('logs a failure and says so in Russian', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Сервер недоступен')
    render(<Failure error={error} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить сертификаты.')
    expect(log).toHaveBeenCalledWith('certificates', error)
  })

  it('shows every certificate in the given order', () => {
    render(<Success {...standard()} />)
    const titles = screen.getAllByRole('heading', { level: 2 })
    expect(titles).toHaveLength(8)
    expect(titles[4]).toHaveTextContent('Сертификат официального дилера Grundfos')
  })

  it('loads the certificates from the api', async () => {
    mockGraphQLQuery('CertificatesQuery', () => standard())
    render(<CertificatesCell />)
    expect(
      await screen.findByRole('heading', { name: 'Свидетельство сервисного партнёра Protherm' })
    ).toBeInTheDocument()
  })
})
