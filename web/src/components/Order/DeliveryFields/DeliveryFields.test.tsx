import { guestOrderFormFields } from '@modules/orders/rules/guestOrder'
import userEvent from '@testing-library/user-event'

import { Form } from '@redwoodjs/forms'
import { render, screen } from '@redwoodjs/testing/web'

import { useOrderWords } from 'src/components/Order/orderWords'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { DeliveryAddressFields, FulfilmentChoice } from './DeliveryFields'

const Frame = ({ withCity }: { withCity: boolean }) => {
  const { formMethods } = useSchemaForm(guestOrderFormFields, {
    defaultValues: { fulfilment: 'pickup' },
  })
  const words = useOrderWords()
  return (
    <Form formMethods={formMethods} onSubmit={() => {}}>
      <FulfilmentChoice deliveryHint={`По городу: ${words.cityDeliveryTerms()}`} />
      <DeliveryAddressFields withCity={withCity} />
    </Form>
  )
}

describe('DeliveryFields (the checkout’s and the operator form’s delivery questions)', () => {
  it('offers pickup and delivery with the city rule in words', async () => {
    render(<Frame withCity={false} />)
    expect(screen.getByRole('radio', { name: 'Самовывоз из магазина' })).toBeChecked()
    const delivery = screen.getByRole('radio', { name: 'Доставка' })
    expect(delivery).toHaveAccessibleDescription('По городу: бесплатно от 10 000 ₸, иначе 1 500 ₸')
    await userEvent.click(delivery)
    expect(delivery).toBeChecked()
  })

  it('asks the city only where the form does not know it', () => {
    const { unmount } = render(<Frame withCity={false} />)
    expect(screen.queryByLabelText(/^Город/)).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Адрес доставки/)).toBeInTheDocument()
    expect(screen.getByLabelText('Удобное время доставки')).toBeInTheDocument()
    unmount()
    render(<Frame withCity />)
    expect(screen.getByLabelText(/^Город/)).toBeInTheDocument()
  })
})
