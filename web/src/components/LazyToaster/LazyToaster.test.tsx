import { render, screen } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import LazyToaster from './LazyToaster'
import { notifyError } from './notify'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn() },
  Toaster: ({ toastOptions }: { toastOptions: { duration: number } }) => (
    <div role="status">{`toaster, ${toastOptions.duration} ms`}</div>
  ),
}))

describe('LazyToaster', () => {
  it('mounts the toaster after the first render, with the shop’s duration', async () => {
    render(<LazyToaster />)
    expect(await screen.findByRole('status')).toHaveTextContent('toaster, 5000 ms')
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
