import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import NewDraftButton from './NewDraftButton'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))
jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  navigate: jest.fn(),
}))

describe('NewDraftButton («Новый черновик» on the drafts tab)', () => {
  it('makes an empty draft and opens it', async () => {
    mockGraphQLMutation('NewDraftMutation', () => ({
      createOrderDraft: { __typename: 'Order', id: 1201, number: 'A-001201' },
    }))
    render(<NewDraftButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Новый черновик' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order?id=1201'))
    expect(toast.success).toHaveBeenCalledWith('Черновик A-001201 создан')
  })

  it('says the api’s message when the draft cannot be made', async () => {
    mockGraphQLMutation('NewDraftMutation', (_variables, { ctx }) => {
      ctx.errors([
        { message: 'Слишком много запросов.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ])
    })
    render(<NewDraftButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Новый черновик' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Слишком много запросов.'))
  })
})
