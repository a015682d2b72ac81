import { navigate } from '@redwoodjs/router'
import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { Failure, Loading, Success } from './AdminProductNewCell'
import { standard } from './AdminProductNewCell.mock'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('AdminProductNewCell', () => {
  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем разделы…')
    // A failed load is logged for the developer console, not only shown.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить разделы.')
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('creates a product (no id, no version) and opens its page', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminProductMutation', (variables) => {
      sent(variables.input)
      return {
        saveAdminProduct: {
          __typename: 'AdminProduct',
          id: 42,
          updatedAt: '2026-11-25T11:00:00.000Z',
        },
      }
    })
    render(<Success {...standard()} />)
    expect(screen.getByLabelText('Актобе, шт.')).toHaveValue('0')
    type('Артикул', 'NEW-1')
    type('Название', 'Новый насос')
    type('Цена, ₸ (0 — цена по запросу)', '12000')
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/products/42'))
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        id: null,
        updatedAt: null,
        article: 'NEW-1',
        price: 12000,
        categoryId: 1,
      })
    )
  })

  it('asks for a name and an article', async () => {
    render(<Success {...standard()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Введите артикул.')).toBeInTheDocument()
    expect(screen.getByText('Введите название.')).toBeInTheDocument()
  })
})
