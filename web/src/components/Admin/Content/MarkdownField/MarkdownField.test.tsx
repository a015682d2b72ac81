import { Form, useForm } from '@redwoodjs/forms'
import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import MarkdownField from './MarkdownField'

const InForm = ({ text }: { text: string }) => {
  const formMethods = useForm({ defaultValues: { body: text } })
  return (
    <Form formMethods={formMethods}>
      <MarkdownField name="body" label="Текст *" />
    </Form>
  )
}

describe('MarkdownField', () => {
  it('previews what is typed, links only where the shop would link', () => {
    render(<InForm text="" />)
    fireEvent.change(screen.getByLabelText('Текст *'), {
      target: { value: '[доставка](/delivery) и [это](javascript:alert(1))' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }))
    const preview = screen.getByRole('region', { name: 'Предпросмотр: текст' })
    expect(within(preview).getByRole('link', { name: 'доставка' })).toHaveAttribute(
      'href',
      '/delivery'
    )
    expect(within(preview).queryByRole('link', { name: 'это' })).not.toBeInTheDocument()
  })

  it('says when there is no text yet', () => {
    render(<InForm text="  " />)
    fireEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }))
    expect(screen.getByText('Текста пока нет.')).toBeInTheDocument()
  })
})
