import type { Meta, StoryObj } from '@storybook/react'

import { Form, useForm } from '@redwoodjs/forms'

import { library } from 'src/components/Admin/ui/MediaPicker.mock'

import MediaPathField, { type MediaPathFieldProps } from './MediaPathField'

const InForm = ({ value, ...props }: MediaPathFieldProps & { value: string }) => {
  const formMethods = useForm({ defaultValues: { [props.name]: value } })
  return (
    <Form formMethods={formMethods} className="form">
      <MediaPathField {...props} />
    </Form>
  )
}

const meta: Meta<typeof InForm> = { title: 'Admin/Content/MediaPathField', component: InForm }
export default meta
type Story = StoryObj<typeof InForm>

export const empty: Story = { args: { name: 'image', label: 'Картинка', value: '' } }
export const withPicture: Story = {
  args: { name: 'image', label: 'Картинка', value: 'demo/products/NS-1001-1.svg' },
}
export const document: Story = {
  args: { name: 'file', label: 'Файл', value: 'certificates/iso.pdf', document: true },
}
/** With the shared upload wired in (here: a pretend upload). */
export const withUpload: Story = {
  args: {
    name: 'image',
    label: 'Картинка',
    value: '',
    onUpload: async () => 'demo/products/NS-1001-1.svg',
  },
}
/** The news editor's picture: uploaded or chosen from the library, never typed. */
export const withLibrary: Story = {
  args: {
    name: 'image',
    label: 'Картинка',
    value: 'demo/products/NS-1001-1.svg',
    onUpload: async () => 'demo/products/NS-1001-1.svg',
    library: async () => library(),
  },
}
