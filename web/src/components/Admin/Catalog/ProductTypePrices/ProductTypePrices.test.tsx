import { aboveRetailNote, idleBreakNote } from '@modules/pricing/rules/priceTypeAdmin'

import { fireEvent, render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { catalogOptions, pumpProduct } from 'src/testing/catalogMocks'

import ProductEditForm from '../ProductEditForm/ProductEditForm'

jest.setTimeout(30_000)

const renderForm = (onSave = jest.fn(async (_input: unknown) => true)) => {
  render(<ProductEditForm product={pumpProduct()} options={catalogOptions()} onSave={onSave} />)
  return onSave
}

const section = () => screen.getByRole('group', { name: 'Цены по типам' })
const typeBlock = (name: string) => within(section()).getByRole('region', { name })
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }))

describe('ProductTypePrices', () => {
  it('shows each type: retail with its breaks only, others with a one-piece price', () => {
    renderForm()
    const retail = typeBlock('Розничная')
    expect(within(retail).queryByLabelText(/цена за штуку/)).not.toBeInTheDocument()
    expect(within(retail).getByText(/поле «Цена» товара/)).toBeInTheDocument()
    expect(field('Розничная, скидка 1: от, шт')).toHaveValue('5')
    expect(field('Розничная, скидка 1: цена, ₸')).toHaveValue('58000')
    expect(field('Оптовая: цена за штуку, ₸ (пусто — розничная)')).toHaveValue('55000')
    expect(field('Оптовая, скидка 1: от, шт')).toHaveValue('10')
    expect(field('Оптовая, скидка 1: цена, ₸')).toHaveValue('52000')
  })

  it('saves the types’ prices and breaks with the product, as numbers', async () => {
    const onSave = renderForm()
    type('Оптовая: цена за штуку, ₸ (пусто — розничная)', '54 000,50')
    fireEvent.click(screen.getByRole('button', { name: 'Удалить скидку 1 (Оптовая)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Добавить скидку «от N шт» (Розничная)' }))
    type('Розничная, скидка 2: от, шт', '20')
    type('Розничная, скидка 2: цена, ₸', '56 000')
    save()
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0][0]).toEqual(
      expect.objectContaining({
        typePrices: [
          {
            priceTypeId: 1,
            price: null,
            breaks: [
              { minQuantity: 5, price: 58000 },
              { minQuantity: 20, price: 56000 },
            ],
          },
          { priceTypeId: 2, price: 54000.5, breaks: [] },
        ],
      })
    )
  })

  it('says the shopper pays retail when a type’s price is above it, and names idle breaks', async () => {
    renderForm()
    const wholesale = typeBlock('Оптовая')
    expect(
      within(wholesale).queryByRole('list', { name: 'Оптовая: что увидит покупатель' })
    ).not.toBeInTheDocument()
    type('Оптовая: цена за штуку, ₸ (пусто — розничная)', '61000')
    const notes = await within(wholesale).findByRole('list', {
      name: 'Оптовая: что увидит покупатель',
    })
    expect(notes).toHaveTextContent(aboveRetailNote(60000))
    // Against the retail price it gives way to (60 000), the 52 000 break still works.
    expect(notes).not.toHaveTextContent(idleBreakNote(10))
    type('Оптовая, скидка 1: цена, ₸', '60000')
    await waitFor(() => expect(notes).toHaveTextContent(idleBreakNote(10)))
    // Raising the product's own price follows at once: 61 000, then 60 000 from 10 pcs, both work.
    type('Цена, ₸ (0 — цена по запросу)', '70000')
    await waitFor(() =>
      expect(
        within(wholesale).queryByRole('list', { name: 'Оптовая: что увидит покупатель' })
      ).not.toBeInTheDocument()
    )
  })

  it('refuses a quantity below 2, a repeated quantity and a zero price, beside the type', async () => {
    const onSave = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Добавить скидку «от N шт» (Оптовая)' }))
    type('Оптовая, скидка 2: от, шт', '10')
    type('Оптовая, скидка 2: цена, ₸', '50000')
    fireEvent.click(screen.getByRole('button', { name: 'Добавить скидку «от N шт» (Розничная)' }))
    type('Розничная, скидка 2: от, шт', '1')
    type('Розничная, скидка 2: цена, ₸', '0')
    save()
    const wholesale = await within(typeBlock('Оптовая')).findByRole('alert')
    expect(wholesale).toHaveTextContent('Скидка «от 10 шт» указана дважды.')
    const retail = within(typeBlock('Розничная')).getByRole('alert')
    expect(retail).toHaveTextContent('Количество для скидки — целое число от 2 до 100 000.')
    expect(retail).toHaveTextContent('Цена скидки за количество — число больше 0')
    expect(onSave).not.toHaveBeenCalled()
  })
})
