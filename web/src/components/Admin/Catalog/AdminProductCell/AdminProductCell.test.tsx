import { KASPI_SKU_MESSAGE } from '@modules/marketplaces/rules/kaspiOffer'

import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import AdminProductCell from 'src/components/Admin/Catalog/AdminProductCell'
import { pumpProduct } from 'src/testing/catalogMocks'

import { Failure, Loading, Success } from './AdminProductCell'
import { bare, kazakh, standard } from './AdminProductCell.mock'

jest.setTimeout(30_000)

const STALE =
  'Товар только что изменили. Показаны свежие данные — проверьте их и сохраните ещё раз.'

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))

describe('AdminProductCell', () => {
  it('announces loading and failure', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем товар…')
    // A failed load is logged for the developer console, not only shown.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(<Failure id={7} error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товар.')
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('shows the product in the form: fields, section, characteristics, stock, pictures', () => {
    render(<Success id={7} {...standard()} />)
    expect(field('Артикул')).toHaveValue('NS-100')
    expect(field('Цена, ₸ (0 — цена по запросу)')).toHaveValue('60000')
    expect(field('Старая цена, ₸ (зачёркнутая; пусто — нет)')).toHaveValue('')
    expect(field('Показывать в магазине')).toBeChecked()
    expect(field('Новинка')).not.toBeChecked()
    expect(field('Раздел')).toHaveValue('1')
    expect(field('Подраздел')).toHaveValue('11')
    expect(field('Бренд')).toHaveValue('5')
    expect(field('Название характеристики 1')).toHaveValue('Мощность, кВт')
    expect(field('Значение характеристики 1')).toHaveValue('0,75')
    expect(field('Атырау, шт.')).toHaveValue('3')
    expect(field('Актобе, шт.')).toHaveValue('0')
    const pictures = screen.getByRole('region', { name: 'Изображения' })
    expect(within(pictures).getAllByRole('listitem')).toHaveLength(2)
    expect(within(pictures).getByRole('button', { name: 'Поднять изображение 1' })).toBeDisabled()
    expect(within(pictures).getByRole('button', { name: 'Опустить изображение 2' })).toBeDisabled()
    expect(within(pictures).getByLabelText('Добавить изображение')).toBeInTheDocument()
  })

  it('saves the edit with its version, prices as numbers, and says so', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminProductMutation', (variables) => {
      sent(variables.input)
      return { saveAdminProduct: saved }
    })
    // The stored product after the save: the answer and the refetch alike.
    const saved = {
      ...standard().adminProduct,
      price: 55000,
      oldPrice: 60000,
      updatedAt: '2026-11-25T11:00:00.000Z',
    }
    mockGraphQLQuery('AdminProductQuery', () => ({ ...standard(), adminProduct: saved }))
    render(<Success id={7} {...standard()} />)
    type('Цена, ₸ (0 — цена по запросу)', '55 000')
    type('Старая цена, ₸ (зачёркнутая; пусто — нет)', '60000')
    type('Атырау, шт.', '5')
    fireEvent.click(screen.getByRole('button', { name: 'Добавить характеристику' }))
    type('Название характеристики 2', 'Напор, м')
    type('Значение характеристики 2', '40')
    save()
    expect(await screen.findByText('Сохранено.')).toBeInTheDocument()
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 7,
        updatedAt: '2026-11-25T10:00:00.000Z',
        price: 55000,
        oldPrice: 60000,
        subcategoryId: 11,
        attributes: [
          { name: 'Мощность, кВт', nameKk: '', value: '0,75' },
          { name: 'Напор, м', nameKk: '', value: '40' },
        ],
        stock: [
          { shopId: 1, count: 5 },
          { shopId: 2, count: 0 },
        ],
      })
    )
  })

  it('shows the Kazakh texts beside the Russian ones, typed as Kazakh', () => {
    render(<Success id={7} {...kazakh()} />)
    expect(field('Название (каз)')).toHaveValue('NS-100 сорғы станциясы')
    expect(field('Название (каз)')).toHaveAttribute('lang', 'kk')
    expect(field('Описание (каз)')).toHaveValue('Саяжай мен үйге арналған.')
    expect(field('Описание (каз)')).toHaveAttribute('lang', 'kk')
    expect(field('Название (каз) характеристики 1')).toHaveValue('Қуаты, кВт')
    expect(field('Название (каз) характеристики 1')).toHaveAttribute('lang', 'kk')
    expect(field('Название')).not.toHaveAttribute('lang')
  })

  it('sends the Kazakh texts, an emptied one as ""', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminProductMutation', (variables) => {
      sent(variables.input)
      return { saveAdminProduct: { ...kazakh().adminProduct, updatedAt: '2026-11-25T11:00:00Z' } }
    })
    mockGraphQLQuery('AdminProductQuery', () => kazakh())
    render(<Success id={7} {...kazakh()} />)
    type('Название (каз)', 'NS-100 сорғы станциясы, 0,75 кВт')
    type('Описание (каз)', '')
    type('Название (каз) характеристики 1', 'Қуат, кВт')
    save()
    expect(await screen.findByText('Сохранено.')).toBeInTheDocument()
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Насосная станция NS-100',
        nameKk: 'NS-100 сорғы станциясы, 0,75 кВт',
        descriptionKk: '',
        attributes: [{ name: 'Мощность, кВт', nameKk: 'Қуат, кВт', value: '0,75' }],
      })
    )
  })

  it('holds the saved version’s values after a save (not the old price under the new version)', async () => {
    let stored = standard().adminProduct
    mockGraphQLQuery('AdminProductQuery', () => ({ ...standard(), adminProduct: stored }))
    mockGraphQLMutation('SaveAdminProductMutation', () => {
      stored = { ...stored, price: 55000, updatedAt: '2026-11-25T11:00:00.000Z' }
      return { saveAdminProduct: stored }
    })
    render(<AdminProductCell id={7} />)
    await screen.findByLabelText('Цена, ₸ (0 — цена по запросу)')
    type('Цена, ₸ (0 — цена по запросу)', '55 000')
    save()
    expect(await screen.findByText('Сохранено.')).toBeInTheDocument()
    await waitFor(() => expect(field('Цена, ₸ (0 — цена по запросу)')).toHaveValue('55000'))
  })

  it('refuses an old price not above the price before asking the api', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminProductMutation', () => {
      sent()
      return null
    })
    render(<Success id={7} {...standard()} />)
    type('Старая цена, ₸ (зачёркнутая; пусто — нет)', '50000')
    save()
    expect(
      await screen.findByText('Старая цена должна быть больше цены (или оставьте её пустой).')
    ).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
  })

  it('sends the «На Kaspi» flag and a Kaspi SKU, refusing one Kaspi cannot take first', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SaveAdminProductMutation', (variables) => {
      sent(variables.input)
      return { saveAdminProduct: pumpProduct({ onKaspi: true, kaspiSku: 'NS100K' }) }
    })
    render(<Success id={7} {...standard()} />)
    const sku = 'Kaspi SKU (если на Kaspi у товара другой артикул)'
    type(sku, 'НС 100')
    save()
    expect(await screen.findByText(KASPI_SKU_MESSAGE)).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
    type(sku, 'NS100K')
    fireEvent.click(screen.getByLabelText('На Kaspi'))
    save()
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(sent.mock.calls[0][0]).toEqual(
      expect.objectContaining({ onKaspi: true, kaspiSku: 'NS100K' })
    )
  })

  it('clears the subsection when another section is chosen', () => {
    render(<Success id={7} {...standard()} />)
    fireEvent.change(field('Раздел'), { target: { value: '2' } })
    expect(field('Подраздел')).toHaveValue('')
    const options = within(field('Подраздел')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Без подраздела', 'Картриджи'])
  })

  it('shows the api’s 409 and the fresh product after a stale save', async () => {
    const { __typename: _, ...latest } = pumpProduct({
      price: 58000,
      updatedAt: '2026-11-25T10:30:00.000Z',
    })
    mockGraphQLMutation('SaveAdminProductMutation', (_variables, { ctx }) => {
      ctx.errors([{ message: STALE, extensions: { code: 'CONFLICT', product: latest } }])
      return null
    })
    mockGraphQLQuery('AdminProductQuery', () => standard())
    render(<AdminProductCell id={7} />)
    await screen.findByLabelText('Артикул')
    type('Цена, ₸ (0 — цена по запросу)', '50000')
    save()
    expect(await screen.findByText(STALE)).toBeInTheDocument()
    await waitFor(() => expect(field('Цена, ₸ (0 — цена по запросу)')).toHaveValue('58000'))
  })

  it('moves and deletes pictures', async () => {
    const moved = jest.fn()
    const deleted = jest.fn()
    mockGraphQLMutation('MoveAdminProductPictureMutation', (variables) => {
      moved(variables.input)
      return { moveAdminProductPicture: { __typename: 'AdminProduct', id: 7 } }
    })
    mockGraphQLMutation('DeleteAdminProductPictureMutation', (variables) => {
      deleted(variables.input)
      return { deleteAdminProductPicture: { __typename: 'AdminProduct', id: 7 } }
    })
    mockGraphQLQuery('AdminProductQuery', () => standard())
    render(<Success id={7} {...standard()} />)
    fireEvent.click(screen.getByRole('button', { name: 'Поднять изображение 2' }))
    await waitFor(() => expect(moved).toHaveBeenCalledWith({ pictureId: 32, direction: 'up' }))
    // The shop's own dialog asks first; «Отмена» deletes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Удалить изображение 1' }))
    const asked = await screen.findByRole('dialog', { name: 'Удалить изображение 1?' })
    fireEvent.click(within(asked).getByRole('button', { name: 'Отмена' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleted).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Удалить изображение 1' }))
    const again = await screen.findByRole('dialog', { name: 'Удалить изображение 1?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ pictureId: 31 }))
  })

  it('keeps unsaved edits when a picture change refetches the product', async () => {
    mockGraphQLMutation('DeleteAdminProductPictureMutation', () => ({
      deleteAdminProductPicture: { __typename: 'AdminProduct', id: 7 },
    }))
    let deleted = false
    mockGraphQLQuery('AdminProductQuery', () => {
      const data = standard()
      // The refetch after the delete: one picture left, the product's version unchanged.
      if (deleted) data.adminProduct.pictures = data.adminProduct.pictures.slice(1)
      return data
    })
    render(<AdminProductCell id={7} />)
    await screen.findByLabelText('Артикул')
    type('Цена, ₸ (0 — цена по запросу)', '61000')
    deleted = true
    fireEvent.click(screen.getByRole('button', { name: 'Удалить изображение 1' }))
    const asked = await screen.findByRole('dialog', { name: 'Удалить изображение 1?' })
    fireEvent.click(within(asked).getByRole('button', { name: 'Удалить' }))
    const pictures = screen.getByRole('region', { name: 'Изображения' })
    await waitFor(() =>
      expect(
        within(pictures).queryByRole('button', { name: 'Удалить изображение 2' })
      ).not.toBeInTheDocument()
    )
    expect(field('Цена, ₸ (0 — цена по запросу)')).toHaveValue('61000')
  })

  it('shows a product with no pictures or characteristics', () => {
    render(<Success id={7} {...bare()} />)
    expect(screen.getByText('Изображений нет.')).toBeInTheDocument()
    expect(screen.getByText('Характеристик нет.')).toBeInTheDocument()
    expect(field('Старая цена, ₸ (зачёркнутая; пусто — нет)')).toHaveValue('65000')
  })
})
