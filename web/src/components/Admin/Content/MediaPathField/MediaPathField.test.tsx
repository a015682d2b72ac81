import { Form, useForm } from '@redwoodjs/forms'
import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { library } from 'src/components/Admin/ui/MediaPicker.mock'

import MediaPathField from './MediaPathField'

const InForm = (props: {
  value?: string
  onUpload?: (file: File) => Promise<string>
  library?: () => Promise<ReturnType<typeof library>>
  document?: boolean
}) => {
  const formMethods = useForm({ defaultValues: { image: props.value ?? '' } })
  return (
    <Form formMethods={formMethods}>
      <MediaPathField
        name="image"
        label="Картинка"
        onUpload={props.onUpload}
        library={props.library}
        document={props.document}
      />
    </Form>
  )
}

describe('MediaPathField', () => {
  it('previews the picture of a typed path', () => {
    render(<InForm />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Картинка'), { target: { value: 'slides/hero.jpg' } })
    expect(screen.getByRole('img', { name: 'Предпросмотр: картинка' })).toHaveAttribute(
      'src',
      '/api/media/slides/hero.jpg'
    )
  })

  it('links a document instead of showing it', () => {
    render(<InForm value="certificates/iso.pdf" document />)
    expect(screen.getByRole('link', { name: 'Открыть файл' })).toHaveAttribute(
      'href',
      '/api/media/certificates/iso.pdf'
    )
  })

  it('lets the editor choose a picture from the library instead of typing its path', async () => {
    render(<InForm value="news/old.jpg" library={async () => library()} />)
    const path = screen.getByLabelText('Картинка')
    expect(path).toHaveAttribute('readonly')
    expect(path).toHaveAccessibleDescription(/выберите из загруженных/)
    const open = screen.getByRole('button', { name: 'Выбрать из загруженных' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(open)
    expect(open).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(
      await screen.findByRole('button', { name: `Выбрать изображение ${library()[1].file}` })
    )
    // The stored value is the media path, as before; the picker closes and the preview shows it.
    await waitFor(() => expect(path).toHaveValue(library()[1].file))
    expect(screen.queryByRole('list', { name: 'Загруженные изображения' })).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Предпросмотр: картинка' })).toHaveAttribute(
      'src',
      `/api/media/${library()[1].file}`
    )
    fireEvent.click(screen.getByRole('button', { name: 'Убрать изображение' }))
    await waitFor(() => expect(path).toHaveValue(''))
  })

  it('keeps the path typed where no library is wired in (documents)', () => {
    render(<InForm document />)
    expect(screen.getByLabelText('Картинка')).not.toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Выбрать из загруженных' })).not.toBeInTheDocument()
  })

  it('has no upload button until an upload is wired in', () => {
    render(<InForm />)
    expect(screen.queryByText('Загрузить файл')).not.toBeInTheDocument()
  })

  it('puts the uploaded file’s stored path in the field', async () => {
    const onUpload = jest.fn().mockResolvedValue('news/a/hash.jpg')
    render(<InForm onUpload={onUpload} />)
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText('Загрузить файл'), { target: { files: [file] } })
    await waitFor(() => expect(screen.getByLabelText('Картинка')).toHaveValue('news/a/hash.jpg'))
    expect(onUpload).toHaveBeenCalledWith(file)
  })

  it('says why an upload failed, in the api’s words', async () => {
    render(<InForm onUpload={() => Promise.reject(new Error('Файл больше 5 МБ.'))} />)
    fireEvent.change(screen.getByLabelText('Загрузить файл'), {
      target: { files: [new File(['x'], 'a.jpg')] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл больше 5 МБ.')
  })

  it('says an upload failed when no reason came back', async () => {
    render(<InForm onUpload={() => Promise.reject(new Error(''))} />)
    fireEvent.change(screen.getByLabelText('Загрузить файл'), {
      target: { files: [new File(['x'], 'a.jpg')] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить файл.')
  })
})
