import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminPriceTypesCell from 'src/components/Admin/AdminPriceTypesCell'

import { Failure, Loading, Success } from './AdminPriceTypesCell'
import { loadFailure, screenOf, standard } from './AdminPriceTypesCell.mock'

jest.setTimeout(30_000)

const typesTable = () => screen.getByRole('table', { name: 'Типы цен' })
const rows = () => within(typesTable()).getAllByRole('row').slice(1)
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('AdminPriceTypesCell', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('AdminPriceTypesQuery', () => standard())
  })
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем типы цен…')
    render(<Failure error={loadFailure()} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить типы цен.')
  })

  it('lists the types with code and counts; retail cannot be deleted', () => {
    render(<Success {...standard()} />)
    expect(rows()).toHaveLength(3)
    expect(rows()[0]).toHaveTextContent('Розничная (цены самого товара)')
    expect(rows()[1]).toHaveTextContent('Оптовая')
    expect(rows()[1]).toHaveTextContent('wholesale')
    expect(rows()[1]).toHaveTextContent('340')
    expect(screen.queryByRole('button', { name: 'Удалить: Розничная' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Удалить: Оптовая' })).toBeEnabled()
  })

  it('creates a type, checked by the shared schema first; the list shows it from the answer', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminPriceTypeMutation', (variables) => {
      sent(variables.input)
      const base = screenOf()
      return {
        saveAdminPriceType: {
          ...base,
          priceTypes: [
            ...base.priceTypes,
            { ...base.priceTypes[2], id: 4, code: 'vip', name: 'VIP', productCount: 0 },
          ],
        },
      }
    })
    render(<AdminPriceTypesCell />)
    const form = await screen.findByRole('form', { name: 'Новый тип цен' })
    type('Название', 'VIP')
    type('Код (латиницей: dealer, opt-2)', 'ВИП')
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить тип цен' }))
    expect(
      await within(form).findByText(/Код — от 1 до 40 строчных латинских букв/)
    ).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
    type('Код (латиницей: dealer, opt-2)', 'vip')
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить тип цен' }))
    expect(await screen.findByText('Тип цен добавлен.')).toBeInTheDocument()
    expect(sent).toHaveBeenCalledWith({ id: null, code: 'vip', name: 'VIP' })
    // The answer reaches the cached screen a moment after the notice.
    await waitFor(() => expect(rows()).toHaveLength(4))
  })

  it('renames retail without its code, and shows the api’s refusal at the field', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminPriceTypeMutation', (variables, { ctx }) => {
      sent(variables.input)
      ctx.errors([
        {
          message: 'Тип цен с таким названием уже есть.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { name: ['Тип цен с таким названием уже есть.'] },
          },
        },
      ])
      return null
    })
    render(<AdminPriceTypesCell />)
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Розничная' }))
    const form = screen.getByRole('form', { name: 'Изменить тип цен «Розничная»' })
    expect(within(form).queryByLabelText(/Код/)).not.toBeInTheDocument()
    expect(form).toHaveTextContent('у розничного типа не меняется')
    type('Название', 'Оптовая')
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить тип цен' }))
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ id: 1, code: 'retail', name: 'Оптовая' })
    )
    // At the field it concerns, once.
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Тип цен с таким названием уже есть.'
    )
    expect(field('Название')).toHaveAttribute('aria-invalid', 'true')
    fireEvent.click(within(form).getByRole('button', { name: 'Отмена' }))
    expect(screen.getByRole('form', { name: 'Новый тип цен' })).toBeInTheDocument()
  })

  it('deletes a type after asking; the list loses it from the answer', async () => {
    const deleted = jest.fn()
    mockGraphQLMutation('DeleteAdminPriceTypeMutation', (variables) => {
      deleted(variables.input)
      const base = screenOf()
      return { deleteAdminPriceType: { ...base, priceTypes: base.priceTypes.slice(0, 2) } }
    })
    render(<AdminPriceTypesCell />)
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Дилерская' }))
    const asked = await screen.findByRole('dialog', { name: 'Удалить тип цен «Дилерская»?' })
    fireEvent.click(within(asked).getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Тип цен «Дилерская» удалён.')).toBeInTheDocument()
    expect(deleted).toHaveBeenCalledWith({ id: 3 })
    await waitFor(() => expect(rows()).toHaveLength(2))
  })

  it('sets a group’s type from the select; «Розничная» is none', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SetAdminGroupPriceTypeMutation', (variables) => {
      sent(variables.input)
      const base = screenOf()
      return {
        setAdminGroupPriceType: {
          ...base,
          groups: base.groups.map((group) =>
            group.id === variables.input.groupId
              ? { ...group, priceTypeId: variables.input.priceTypeId }
              : group
          ),
        },
      }
    })
    render(<AdminPriceTypesCell />)
    const wholesale = await screen.findByRole('combobox', {
      name: 'Тип цен группы «Оптовые покупатели»',
    })
    expect(wholesale).toHaveValue('2')
    expect(
      within(wholesale)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['Розничная', 'Оптовая', 'Дилерская'])
    fireEvent.change(wholesale, { target: { value: '' } })
    expect(
      await screen.findByText('Группа «Оптовые покупатели» видит цены «Розничная».')
    ).toBeInTheDocument()
    expect(sent).toHaveBeenCalledWith({ groupId: 11, priceTypeId: null })
    // The answer reaches the cached screen a moment after the notice (a transition render).
    await waitFor(() => expect(wholesale).toHaveValue(''))
    fireEvent.change(
      screen.getByRole('combobox', { name: 'Тип цен группы «Розничные покупатели»' }),
      {
        target: { value: '3' },
      }
    )
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ groupId: 10, priceTypeId: 3 }))
  })

  it('says why a group’s type or a delete was refused, and keeps the screen as it was', async () => {
    mockGraphQLMutation('SetAdminGroupPriceTypeMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Группа не найдена.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    mockGraphQLMutation('DeleteAdminPriceTypeMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: 'down' }])
      return null
    })
    render(<AdminPriceTypesCell />)
    const wholesale = await screen.findByRole('combobox', {
      name: 'Тип цен группы «Оптовые покупатели»',
    })
    fireEvent.change(wholesale, { target: { value: '3' } })
    expect(await screen.findByText('Группа не найдена.')).toHaveAttribute('role', 'alert')
    expect(wholesale).toHaveValue('2')

    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Оптовая' }))
    const asked = await screen.findByRole('dialog', { name: 'Удалить тип цен «Оптовая»?' })
    fireEvent.click(within(asked).getByRole('button', { name: 'Удалить' }))
    // No code of the api's own: the screen's own words, not «down».
    expect(await screen.findByText('Не удалось удалить тип цен.')).toHaveAttribute('role', 'alert')
    expect(rows()).toHaveLength(3)
  })
})
