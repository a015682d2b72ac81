import { useRef, useState } from 'react'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

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

  it('starts on the field marked data-autofocus (a form starts where it is typed in)', () => {
    render(
      <Modal isOpen title="Подтвердить" onClose={() => {}}>
        <label>
          Комментарий
          <textarea data-autofocus />
        </label>
      </Modal>
    )
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveFocus()
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

  it('gives focus back to the control that opened it', async () => {
    const Opener = () => {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button onClick={() => setOpen(true)}>Открыть</button>
          <Modal isOpen={open} title="Окно" onClose={() => setOpen(false)}>
            x
          </Modal>
        </>
      )
    }
    render(<Opener />)
    const opener = screen.getByRole('button', { name: 'Открыть' })
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('sends focus to returnFocusTo, not the page body, when the opener has left the page', async () => {
    // As the cart popover: its «Оформить через оператора» closes with the popover.
    const Popover = () => {
      const cartButton = useRef<HTMLButtonElement>(null)
      const [popover, setPopover] = useState(true)
      const [open, setOpen] = useState(false)
      return (
        <>
          <button ref={cartButton}>Корзина</button>
          {popover ? (
            <button
              onClick={() => {
                setPopover(false)
                setOpen(true)
              }}
            >
              Оформить через оператора
            </button>
          ) : null}
          <Modal
            isOpen={open}
            title="Оператор"
            onClose={() => setOpen(false)}
            returnFocusTo={cartButton}
          >
            x
          </Modal>
        </>
      )
    }
    render(<Popover />)
    const order = screen.getByRole('button', { name: 'Оформить через оператора' })
    order.focus()
    fireEvent.click(order)
    expect(screen.getByRole('dialog', { name: 'Оператор' })).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Корзина' })).toHaveFocus())
    expect(document.body).not.toHaveFocus()
  })
})
