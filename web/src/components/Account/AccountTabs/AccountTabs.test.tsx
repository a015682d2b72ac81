import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import AccountTabs, { accountTabOf } from './AccountTabs'

describe('AccountTabs', () => {
  it('lists the eight SPEC tabs and «Ожидаемые товары» in order, one selected', () => {
    render(<AccountTabs active="draftorders" unread={0} onChoose={() => {}} />)
    expect(screen.getByRole('tablist', { name: 'Разделы личного кабинета' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Личная информация',
      'Сменить пароль',
      'Текущие заказы',
      'Черновики заказов',
      'История заказов',
      'Избранное',
      'Ожидаемые товары',
      'Уведомления',
      'Вопросы и ответы',
    ])
    const selected = screen.getByRole('tab', { selected: true })
    expect(selected).toHaveTextContent('Черновики заказов')
    expect(selected).toHaveAttribute('aria-controls', 'account-panel')
    expect(selected).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'Избранное' })).toHaveAttribute('tabindex', '-1')
  })

  it('shows the unread counter with an accessible name that starts with the label', () => {
    render(<AccountTabs active="userinfo" unread={3} onChoose={() => {}} />)
    expect(screen.getByRole('tab', { name: 'Уведомления 3 непрочитанных' })).toBeInTheDocument()
  })

  it('chooses a tab by click and by arrow keys, Home and End', async () => {
    const onChoose = jest.fn()
    render(<AccountTabs active="userinfo" unread={0} onChoose={onChoose} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Избранное' }))
    expect(onChoose).toHaveBeenLastCalledWith('favorites')

    screen.getByRole('tab', { name: 'Личная информация' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onChoose).toHaveBeenLastCalledWith('changepassword')
    expect(screen.getByRole('tab', { name: 'Сменить пароль' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(onChoose).toHaveBeenLastCalledWith('faq')
    await userEvent.keyboard('{ArrowRight}')
    expect(onChoose).toHaveBeenLastCalledWith('userinfo')
    await userEvent.keyboard('{ArrowLeft}')
    expect(onChoose).toHaveBeenLastCalledWith('faq')
    await userEvent.keyboard('{Home}')
    expect(onChoose).toHaveBeenLastCalledWith('userinfo')
  })

  it('reads the tab from the query value, userinfo by default', () => {
    expect(accountTabOf('historyorders')).toBe('historyorders')
    expect(accountTabOf(null)).toBe('userinfo')
    expect(accountTabOf('admin')).toBe('userinfo')
  })
})
