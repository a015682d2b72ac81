import type { Meta, StoryObj } from '@storybook/react'

import OrderProblemAlert from './OrderProblemAlert'

const meta: Meta<typeof OrderProblemAlert> = { component: OrderProblemAlert }
export default meta

export const stockShort: StoryObj<typeof OrderProblemAlert> = {
  args: {
    message:
      'Некоторых товаров нет в нужном количестве. Измените количество и оформите заказ снова.',
    short: [
      { article: 'GR-HME-2CRE5', message: 'В наличии 1 товаров' },
      { article: 'BK-500', message: 'В наличии 0 товаров' },
    ],
    fix: { to: '/cart', label: 'Изменить количество в корзине' },
  },
}

export const failed: StoryObj<typeof OrderProblemAlert> = {
  args: {
    message: 'Не удалось оформить заказ. Попробуйте ещё раз.',
    short: [],
    fix: { to: '/cart', label: 'Изменить количество в корзине' },
  },
}
