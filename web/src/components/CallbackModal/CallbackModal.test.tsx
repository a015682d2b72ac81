import userEvent from '@testing-library/user-event'

import { navigate } from '@redwoodjs/router'
import { act, render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import CallbackModal from './CallbackModal'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

describe('CallbackModal (SPEC §5 Application form)', () => {
  it('shows the SPEC messages for empty and bad fields', async () => {
    render(<CallbackModal isOpen onClose={() => {}} />)
    await userEvent.type(screen.getByLabelText('Телефон'), '701')
    await userEvent.type(screen.getByLabelText('E-mail (необязательно)'), 'нет-почты')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    const messages = await screen.findAllByRole('alert')
    expect(messages.map((m) => m.textContent)).toEqual([
      'Обязательное поле',
      'Введите полный номер телефона',
      'Введите корректный E-mail',
      'Обязательное поле',
    ])
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (701')
    expect(screen.getByLabelText('Ваше имя')).toHaveAttribute('aria-invalid', 'true')
  })

  it('requires the name and the phone, in the one wording of every form', async () => {
    render(<CallbackModal isOpen onClose={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Телефон')).toHaveAccessibleDescription(/Обязательное поле/)
    )
    expect(screen.getByLabelText('Ваше имя')).toHaveAccessibleDescription(/Обязательное поле/)
  })

  it('sends the lead and closes', async () => {
    const onClose = jest.fn()
    const sent = jest.fn()
    mockGraphQLMutation('SubmitCallbackLeadMutation', (variables) => {
      sent(variables.input)
      return { submitCallbackLead: { success: true, detail: 'Заявка успешно отправлена' } }
    })
    render(<CallbackModal isOpen onClose={onClose} />)
    await userEvent.type(screen.getByLabelText('Ваше имя'), 'Айгерим')
    await userEvent.type(screen.getByLabelText('Телефон'), '87012345678')
    await userEvent.click(screen.getByLabelText(/согласен на обработку/))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // What the api's schema made of the form: the phone in E.164, no e-mail.
    expect(sent).toHaveBeenCalledWith({
      username: 'Айгерим',
      phone: '+77012345678',
      email: null,
      comment: '',
      agreement: true,
      // The page it was sent from (issue 30 §3); no product outside a product page.
      page: '/',
      article: null,
    })
    expect(toast.success).toHaveBeenCalledWith('Заявка успешно отправлена')
  })

  it('from a product page: names the product and sends its article and the page (path only)', async () => {
    const sent = jest.fn()
    mockGraphQLMutation('SubmitCallbackLeadMutation', (variables) => {
      sent(variables.input)
      return { submitCallbackLead: { success: true, detail: 'Заявка успешно отправлена' } }
    })
    act(() => navigate('/catalog/product/GR-1?from=search'))
    render(<CallbackModal isOpen onClose={() => {}} article="GR-1" />)
    expect(screen.getByText(/Вопрос о товаре \(артикул GR-1\)/)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Ваше имя'), 'Серик')
    await userEvent.type(screen.getByLabelText('Телефон'), '87015550101')
    await userEvent.type(screen.getByLabelText('Комментарий'), 'Подойдёт для скважины 40 м?')
    await userEvent.click(screen.getByLabelText(/согласен на обработку/))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          comment: 'Подойдёт для скважины 40 м?',
          page: '/catalog/product/GR-1',
          article: 'GR-1',
        })
      )
    )
    act(() => navigate('/'))
  })

  it('says «Произошла непредвиденная ошибка» in the form and a toast when sending fails', async () => {
    const onClose = jest.fn()
    mockGraphQLMutation('SubmitCallbackLeadMutation', () => {
      throw new Error('CRM недоступна')
    })
    render(<CallbackModal isOpen onClose={onClose} />)
    await userEvent.type(screen.getByLabelText('Ваше имя'), 'Айгерим')
    await userEvent.type(screen.getByLabelText('Телефон'), '87012345678')
    await userEvent.click(screen.getByLabelText(/согласен на обработку/))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith('Произошла непредвиденная ошибка')
  })

  it('speaks Kazakh on a Kazakh page: title, fields, the api’s answer and a failure (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLMutation('SubmitCallbackLeadMutation', () => ({
      submitCallbackLead: { success: true, detail: 'Заявка успешно отправлена' },
    }))
    const onClose = jest.fn()
    render(
      <AtPage href="/kk/catalog/product/GR-1">
        <CallbackModal isOpen onClose={onClose} article="GR-1" />
      </AtPage>
    )
    expect(screen.getByRole('dialog', { name: 'Маған қоңырау шалыңыз' })).toBeInTheDocument()
    expect(screen.getByText(/Тауар туралы сұрақ \(артикулы GR-1\)/)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Атыңыз'), 'Айгерім')
    await userEvent.type(screen.getByLabelText('Телефон нөмірі'), '87012345678')
    expect(screen.getByLabelText('Электрондық пошта (міндетті емес)')).toBeInTheDocument()
    expect(screen.getByLabelText('Түсініктеме')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/Отправить|Ваше имя|перезвонит/)
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Жіберу' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(toast.success).toHaveBeenCalledWith('Өтінім жіберілді')
  })
})
