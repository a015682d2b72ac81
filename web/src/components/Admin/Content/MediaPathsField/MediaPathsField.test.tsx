import { Form, useForm } from '@redwoodjs/forms'
import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { library } from 'src/components/Admin/ui/MediaPicker.mock'

import MediaPathsField, { pathsOf } from './MediaPathsField'

const InForm = ({ value }: { value: string }) => {
  const formMethods = useForm({ defaultValues: { gallery: value } })
  return (
    <Form formMethods={formMethods}>
      <MediaPathsField name="gallery" label="Галерея" library={async () => library()} />
    </Form>
  )
}

describe('pathsOf', () => {
  it('reads one path a line, blank lines and spaces dropped', () => {
    expect(pathsOf(' news/a.jpg\n\n news/b.jpg \n')).toEqual(['news/a.jpg', 'news/b.jpg'])
    expect(pathsOf(null)).toEqual([])
  })
})

describe('MediaPathsField', () => {
  afterEach(() => jest.restoreAllMocks())

  it('adds a picture chosen from the library at the end, once', async () => {
    render(<InForm value={`news/a.jpg\n${library()[0].file}`} />)
    fireEvent.click(screen.getByRole('button', { name: 'Добавить из загруженных' }))
    fireEvent.click(
      await screen.findByRole('button', { name: `Выбрать изображение ${library()[2].file}` })
    )
    const list = screen.getByLabelText('Галерея')
    await waitFor(() =>
      expect(list).toHaveValue(`news/a.jpg\n${library()[0].file}\n${library()[2].file}`)
    )
    // The same picture again moves to the end rather than repeating.
    fireEvent.click(screen.getByRole('button', { name: 'Добавить из загруженных' }))
    fireEvent.click(
      await screen.findByRole('button', { name: `Выбрать изображение ${library()[0].file}` })
    )
    await waitFor(() =>
      expect(list).toHaveValue(`news/a.jpg\n${library()[2].file}\n${library()[0].file}`)
    )
  })

  it('adds an uploaded picture by its stored path', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ file: 'uploads/new.png', url: '/api/media/uploads/new.png' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      })
    )
    render(<InForm value="" />)
    fireEvent.change(screen.getByLabelText('Загрузить: галерея'), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(screen.getByLabelText('Галерея')).toHaveValue('uploads/new.png'))
  })
})
