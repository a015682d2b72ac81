import type { Meta, StoryObj } from '@storybook/react'

import { Form, useForm } from '@redwoodjs/forms'

import { library } from 'src/components/Admin/ui/MediaPicker.mock'

import MediaPathsField, { type MediaPathsFieldProps } from './MediaPathsField'

const InForm = ({ value, ...props }: MediaPathsFieldProps & { value: string }) => {
  const formMethods = useForm({ defaultValues: { [props.name]: value } })
  return (
    <Form formMethods={formMethods} className="form">
      <MediaPathsField {...props} />
    </Form>
  )
}

const meta: Meta<typeof InForm> = { title: 'Admin/Content/MediaPathsField', component: InForm }
export default meta
type Story = StoryObj<typeof InForm>

const args = { name: 'gallery', label: 'Галерея', library: async () => library() }

export const empty: Story = { args: { ...args, value: '' } }
/** A news item's gallery of two pictures. */
export const withPictures: Story = {
  args: { ...args, value: `${library()[0].file}\n${library()[1].file}` },
}
