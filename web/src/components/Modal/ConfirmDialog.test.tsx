import { useState } from 'react'

import userEvent from '@testing-library/user-event'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { useConfirm } from './ConfirmDialog'

/** A button that asks before it acts, as the draft lists do. */
const Asker = () => {
  const { confirm, dialog } = useConfirm()
  const [answer, setAnswer] = useState('—')
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm({
            title: 'Удалить черновик A-001042?',
            description: 'Товары черновика не вернутся в корзину.',
            confirmLabel: 'Удалить',
            tone: 'danger',
          })
          setAnswer(yes ? 'да' : 'нет')
        }}
      >
        Удалить
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  )
}

describe('ConfirmDialog / useConfirm', () => {
  it('asks in a Russian dialog and answers yes with the action button', async () => {
    const confirmSpy = jest.spyOn(window, 'confirm')
    render(<Asker />)
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }))
    const dialog = screen.getByRole('dialog', { name: 'Удалить черновик A-001042?' })
    expect(dialog).toHaveAccessibleDescription('Товары черновика не вернутся в корзину.')
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument()
    const yes = screen.getAllByRole('button', { name: 'Удалить' }).find((b) => dialog.contains(b))!
    expect(yes).toHaveClass('button--danger')
    await userEvent.click(yes)
    expect(await screen.findByText('да')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(confirmSpy).not.toHaveBeenCalled()
  })

  it('answers no on «Отмена» and on Esc, and gives focus back to the asking button', async () => {
    render(<Asker />)
    const ask = screen.getByRole('button', { name: 'Удалить' })
    await userEvent.click(ask)
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }))
    expect(await screen.findByText('нет')).toBeInTheDocument()
    await waitFor(() => expect(ask).toHaveFocus())

    await userEvent.click(ask)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('нет')).toBeInTheDocument()
    expect(ask).toHaveFocus()
  })
  it('says «Отмена» in the language of the page: Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/personal-account">
        <Asker />
      </AtPage>
    )
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }))
    expect(screen.getByRole('button', { name: 'Бас тарту' })).toBeInTheDocument()
  })
})
