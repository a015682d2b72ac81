import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import Modal from './Modal'

describe('Modal', () => {
  it('is a labelled dialog that focuses its first control and closes on Esc and backdrop', () => {
    const onClose = jest.fn()
    render(
      <Modal isOpen title="Перезвоните мне" onClose={onClose}>
        <input aria-label="Имя" />
        <button>Отправить</button>
      </Modal>
    )
    const dialog = screen.getByRole('dialog', { name: 'Перезвоните мне' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(document.querySelector('.modal__backdrop')!)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal isOpen title="Окно" onClose={() => {}}>
        <button>Последняя</button>
      </Modal>
    )
    const last = screen.getByRole('button', { name: 'Последняя' })
    last.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus()
  })

  it('renders nothing when closed', () => {
    render(
      <Modal isOpen={false} title="Окно" onClose={() => {}}>
        x
      </Modal>
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
