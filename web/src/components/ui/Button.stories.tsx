import type { Meta, StoryObj } from '@storybook/react'

import { Button, ButtonLink } from './Button'
import { BUTTON_SIZE_NAMES, BUTTON_VARIANT_NAMES } from './buttonVariants'

const meta: Meta<typeof Button> = {
  title: 'Components/UI/Button',
  component: Button,
  args: { children: 'В корзину' },
}
export default meta
type Story = StoryObj<typeof Button>

/** One variant, its controls open in Storybook. */
export const primary: Story = {}
export const secondary: Story = { args: { variant: 'secondary', children: 'Сравнить' } }
export const danger: Story = { args: { variant: 'danger', children: 'Удалить черновик' } }
export const link: Story = { args: { variant: 'link', children: 'Снять выбор' } }
export const small: Story = { args: { size: 'small' } }
export const busy: Story = { args: { busy: true, children: 'Оформить заказ' } }
export const disabled: Story = { args: { disabled: true, children: 'Удалить выбранные' } }

/** Every variant in every size, plain, disabled and busy, and each as a link. */
export const everyVariant: Story = {
  render: () => (
    <table>
      <tbody>
        {BUTTON_VARIANT_NAMES.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {BUTTON_SIZE_NAMES.map((size) => (
              <td key={size} style={{ padding: 8 }}>
                <Button variant={variant} size={size}>
                  {size}
                </Button>{' '}
                <Button variant={variant} size={size} disabled>
                  disabled
                </Button>{' '}
                <Button variant={variant} size={size} busy>
                  busy
                </Button>{' '}
                <ButtonLink to="/catalog" variant={variant} size={size}>
                  link
                </ButtonLink>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
}
