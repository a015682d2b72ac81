import { render, screen } from '@redwoodjs/testing/web'

import {
  AdminCellEmpty,
  AdminCellFailure,
  AdminCellLoading,
  adminCellFailure,
} from './AdminCellStates'

const apiError = (code: string, message: string) =>
  Object.assign(new Error('x'), { graphQLErrors: [{ message, extensions: { code } }] })

describe('AdminCellStates', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading, with the default or a given text', () => {
    render(<AdminCellLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<AdminCellLoading text="Загружаем заказ…" />)
    expect(screen.getByText('Загружаем заказ…')).toHaveAttribute('role', 'status')
  })

  it('shows the fallback for a network failure and logs it', () => {
    const down = new Error('down')
    render(
      <AdminCellFailure
        error={down}
        fallback="Не удалось загрузить. Обновите страницу."
        logAs="admin x"
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить. Обновите страницу.')
    expect(console.error).toHaveBeenCalledWith('admin x', down)
  })

  it("shows the api's Russian message; a missing record is not logged", () => {
    render(
      <AdminCellFailure
        error={apiError('NOT_FOUND', 'Запись не найдена.')}
        fallback="Не удалось загрузить."
        logAs="admin x"
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Запись не найдена.')
    expect(console.error).not.toHaveBeenCalled()
  })

  it('logs other api refusals, showing their message', () => {
    render(
      <AdminCellFailure
        error={apiError('FORBIDDEN', 'Недостаточно прав.')}
        fallback="Не удалось загрузить."
        logAs="admin x"
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Недостаточно прав.')
    expect(console.error).toHaveBeenCalled()
  })

  it("makes a cell's Failure that reads only the error of the cell's props", () => {
    const Failure = adminCellFailure({
      fallback: 'Не удалось загрузить заявки.',
      logAs: 'admin leads',
    })
    const down = new Error('down')
    render(<Failure error={down} page={2} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заявки.')
    expect(console.error).toHaveBeenCalledWith('admin leads', down)
  })

  it('says there is nothing, without alarming', () => {
    render(<AdminCellEmpty>Записей пока нет.</AdminCellEmpty>)
    const line = screen.getByText('Записей пока нет.')
    expect(line).toHaveClass('cell-status')
    expect(line).not.toHaveAttribute('role')
  })
})
