import { act, fireEvent, render, screen } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import LazyToaster from './LazyToaster'
import { notifyError, notifySuccess } from './notify'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
  Toaster: ({ toastOptions }: { toastOptions: { duration: number } }) => (
    <div role="status">{`toaster, ${toastOptions.duration} ms`}</div>
  ),
}))

describe('LazyToaster', () => {
  it('waits for the shopper’s first press, then mounts with the shop’s duration', async () => {
    render(<LazyToaster />)
    await act(() => Promise.resolve())
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    fireEvent.pointerDown(document.body)
    expect(await screen.findByRole('status')).toHaveTextContent('toaster, 5000 ms')
  })

  it('mounts on the first key too', async () => {
    render(<LazyToaster />)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(await screen.findByRole('status')).toBeInTheDocument()
  })

  it('mounts when the frame raises a toast before any press', async () => {
    render(<LazyToaster />)
    await act(() => notifySuccess('Добавлено в избранное'))
    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Добавлено в избранное')
  })

  it('renders nothing on the server (prerendered markup stays without it)', () => {
    const { renderToString } = jest.requireActual('react-dom/server')
    expect(renderToString(<LazyToaster />)).toBe('')
  })
})

describe('notifyError', () => {
  it('raises the error toast once the module has arrived', async () => {
    await notifyError('Непредвиденная ошибка')
    expect(toast.error).toHaveBeenCalledWith('Непредвиденная ошибка')
  })
})
