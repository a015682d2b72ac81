import type { Meta, StoryObj } from '@storybook/react'

import { Form, useForm } from '@redwoodjs/forms'

import MarkdownField from './MarkdownField'

const InForm = ({ text }: { text: string }) => {
  const formMethods = useForm({ defaultValues: { body: text } })
  return (
    <Form formMethods={formMethods} className="form">
      <MarkdownField name="body" label="Текст" />
    </Form>
  )
}

const meta: Meta<typeof InForm> = { title: 'Admin/Content/MarkdownField', component: InForm }
export default meta
type Story = StoryObj<typeof InForm>

/** Press «Предпросмотр» to see the text as the shop shows it. */
export const article: Story = {
  args: { text: '## Адрес\n\nул. Сатпаева, 17\n\n- **с 9 до 18**\n- [доставка](/delivery)' },
}
export const empty: Story = { args: { text: '' } }
