import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { ADMIN_MEDIA_URL } from 'src/lib/adminUpload'

import PictureUpload from './PictureUpload'

const answer = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const choose = () =>
  fireEvent.change(screen.getByLabelText('Добавить изображение'), {
    target: { files: [new File(['png'], 'фото.png', { type: 'image/png' })] },
  })

describe('PictureUpload', () => {
  afterEach(() => jest.restoreAllMocks())

  it('sends the picture to the media upload and hands over the stored path', async () => {
    const fetched = jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(answer({ file: 'uploads/abc.png', url: '/api/media/uploads/abc.png' }))
    const uploaded = jest.fn()
    render(<PictureUpload onUploaded={uploaded} />)
    choose()
    await waitFor(() =>
      expect(uploaded).toHaveBeenCalledWith({
        file: 'uploads/abc.png',
        url: '/api/media/uploads/abc.png',
      })
    )
    expect(fetched).toHaveBeenCalledWith(
      ADMIN_MEDIA_URL,
      expect.objectContaining({ method: 'POST' })
    )
  })

  it('shows the api’s reason when it refuses the file', async () => {
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(
        answer({ file: ['Загрузите изображение JPEG, PNG, GIF, WebP или AVIF.'] }, 400)
      )
    const uploaded = jest.fn()
    render(<PictureUpload onUploaded={uploaded} />)
    choose()
    expect(await screen.findByRole('alert')).toHaveTextContent('Загрузите изображение JPEG')
    expect(uploaded).not.toHaveBeenCalled()
  })

  it('says a too large body is over 5 MB', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response('', { status: 413 }))
    render(<PictureUpload label="Картинка баннера" onUploaded={jest.fn()} />)
    fireEvent.change(screen.getByLabelText('Картинка баннера'), {
      target: { files: [new File(['x'], 'big.png')] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл больше 5 МБ.')
  })
})
