import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { emptyProfile, standard } from 'src/components/Account/ProfileCell/ProfileCell.mock'
import { graphQLRefusal, retailUser } from 'src/testing/accountTestUser'

import ProfileForm from './ProfileForm'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const updated = (input: Record<string, string>) => ({
  updateMyProfile: { __typename: 'UserInfo', id: 2, phone: null, ...input },
})

describe('ProfileForm («Личная информация»)', () => {
  beforeEach(() => {
    jest.clearAllMocks()
    mockCurrentUser(retailUser())
  })

  it('is pre-filled from the profile, the phone masked and the e-mail read-only', () => {
    render(<ProfileForm profile={standard().me} />)
    expect(screen.getByText('retail@akvatoria.kz')).toBeInTheDocument()
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Сериков')
    expect(screen.getByLabelText('Имя')).toHaveValue('Данияр')
    expect(screen.getByLabelText('Отчество')).toHaveValue('Маратович')
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (701) 234 56 78')
  })

  it('saves the trimmed names and phone and says «Данные сохранены»', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('UpdateMyProfileMutation', ({ input }) => {
      sent(input)
      return updated(input)
    })
    render(<ProfileForm profile={emptyProfile().me} />)
    await userEvent.type(screen.getByLabelText('Фамилия'), ' Ахметова ')
    await userEvent.type(screen.getByLabelText('Имя'), 'Айгерим')
    await userEvent.type(screen.getByLabelText('Телефон'), '87051112233')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Данные сохранены'))
    // Parsed by the api's schema before sending: the phone in E.164.
    expect(sent).toHaveBeenCalledWith({
      lastName: 'Ахметова',
      firstName: 'Айгерим',
      middleName: '',
      phone: '+77051112233',
    })
  })

  it('clears the phone with null and refuses what the api would, in its words', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('UpdateMyProfileMutation', ({ input }) => {
      sent(input)
      return updated(input)
    })
    render(<ProfileForm profile={standard().me} />)
    await userEvent.clear(screen.getByLabelText('Телефон'))
    await userEvent.clear(screen.getByLabelText('Отчество'))
    await userEvent.click(screen.getByLabelText('Отчество'))
    await userEvent.paste('Я'.repeat(101))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(
      await screen.findByText('Убедитесь, что это поле содержит не более 100 символов.')
    ).toHaveAttribute('id', 'field-middleName-error')
    expect(sent).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByLabelText('Отчество'))
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(sent).toHaveBeenCalled())
    expect(sent.mock.calls[0][0]).toMatchObject({ phone: null, middleName: '' })
  })

  it('puts the server field errors at their fields', async () => {
    mockGraphQLMutation(
      'UpdateMyProfileMutation',
      graphQLRefusal('Проверьте поля формы.', {
        code: 'BAD_USER_INPUT',
        fields: { last_name: ['Слишком длинная фамилия'] },
      })
    )
    render(<ProfileForm profile={standard().me} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    const message = await screen.findByText('Слишком длинная фамилия')
    expect(message).toHaveAttribute('id', 'field-lastName-error')
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute(
      'aria-describedby',
      'field-lastName-error'
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('shows other failures as a form-level alert', async () => {
    mockGraphQLMutation(
      'UpdateMyProfileMutation',
      graphQLRefusal('Слишком много попыток.', { code: 'TOO_MANY_REQUESTS' })
    )
    render(<ProfileForm profile={standard().me} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток.')
  })

  it('refuses an incomplete phone before asking the server', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('UpdateMyProfileMutation', ({ input }) => {
      sent(input)
      return updated(input)
    })
    render(<ProfileForm profile={emptyProfile().me} />)
    await userEvent.type(screen.getByLabelText('Телефон'), '701')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Введите полный номер телефона')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
  })
})
