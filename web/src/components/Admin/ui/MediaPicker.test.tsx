import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import MediaPicker from './MediaPicker'
import { library } from './MediaPicker.mock'

describe('MediaPicker', () => {
  it("shows the library as thumbnails, marks the chosen one and hands a click's path on", async () => {
    const onChoose = jest.fn()
    render(
      <MediaPicker
        load={() => Promise.resolve(library())}
        selected={library()[1].file}
        onChoose={onChoose}
      />
    )
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем изображения…')
    const list = await screen.findByRole('list', { name: 'Загруженные изображения' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ])
    expect(buttons[0].querySelector('img')).toHaveAttribute('src', library()[0].url)
    fireEvent.click(
      screen.getByRole('button', { name: `Выбрать изображение ${library()[2].file}` })
    )
    expect(onChoose).toHaveBeenCalledWith(library()[2].file)
  })

  it('says when nothing is uploaded yet, and why the library failed', async () => {
    render(<MediaPicker load={() => Promise.resolve([])} onChoose={jest.fn()} />)
    expect(await screen.findByText('Загруженных изображений пока нет.')).toBeInTheDocument()
    render(
      <MediaPicker
        load={() => Promise.reject(new Error('Нет связи с сервером.'))}
        onChoose={jest.fn()}
      />
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером.')
  })
})
