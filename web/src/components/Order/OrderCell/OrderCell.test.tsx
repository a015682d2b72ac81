import { render, screen } from '@redwoodjs/testing/web'

import OrderCell from 'src/components/Order/OrderCell'
import { graphQLRefusal } from 'src/testing/accountTestUser'
import { shopError } from 'src/testing/orderMocks'

import { Failure, Loading, Success } from './OrderCell'
import { noFiles, placed, standard } from './OrderCell.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('OrderCell (/order?id=)', () => {
  it('has Russian loading and failure states', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заказ…')
    render(<Failure id={1063} error={new Error('Failed to fetch')} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить заказ. Обновите страницу.'
    )
  })

  it('says «Заказ не найден» with links to the drafts and current orders', () => {
    render(<Failure id={1063} error={shopError('Заказ не найден.', { code: 'NOT_FOUND' })} />)
    expect(screen.getByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'черновики' })).toHaveAttribute(
      'href',
      '/personal-account?tab=draftorders'
    )
    expect(screen.getByRole('link', { name: 'текущие заказы' })).toHaveAttribute(
      'href',
      '/personal-account?tab=currentorders'
    )
  })

  it('shows a draft in the editor and a placed order read-only', () => {
    mockGraphQLQuery('OrderFilesQuery', () => noFiles())
    const { unmount } = render(<Success id={1063} {...standard()} />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Черновик заказа A-001063' })
    ).toBeInTheDocument()
    unmount()
    render(<Success id={1063} {...placed()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ A-001042' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('asks for the order of the given id', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('FindOrderQuery', (variables) => {
      asked(variables)
      return standard()
    })
    mockGraphQLQuery('OrderFilesQuery', () => noFiles())
    render(<OrderCell id={1063} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Черновик заказа A-001063' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1063 })
  })

  it('shows «Заказ не найден» when the api answers NOT_FOUND', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery(
      'FindOrderQuery',
      graphQLRefusal('Заказ не найден.', { code: 'NOT_FOUND' }) as never
    )
    render(<OrderCell id={999} />)
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument()
  })
})
