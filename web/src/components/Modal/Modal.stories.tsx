import type { Meta, StoryObj } from '@storybook/react'

import { Button } from 'src/components/ui/Button'

import Modal from './Modal'

const meta: Meta<typeof Modal> = { component: Modal }
export default meta

export const Open: StoryObj<typeof Modal> = {
  args: {
    isOpen: true,
    title: 'Заказ успешно сформирован',
    description: 'Детали заказа отправлены на указанный e-mail.',
    onClose: () => {},
    children: <Button>Понятно</Button>,
  },
}
