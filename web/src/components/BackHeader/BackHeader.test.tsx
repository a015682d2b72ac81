import { back, navigate } from '@redwoodjs/router'
import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import BackHeader from './BackHeader'

jest.mock('@redwoodjs/router', () => ({
  ...jest.requireActual('@redwoodjs/router'),
  back: jest.fn(),
  navigate: jest.fn(),
}))

describe('BackHeader', () => {
  afterEach(() => jest.clearAllMocks())

  it('places its pieces by the layout’s classes and links the logo home', () => {
    render(<BackHeader block="cart-layout" logoClassName="site-header__logo" />)
    expect(screen.getByRole('banner')).toHaveClass('cart-layout__header')
    expect(screen.getByRole('button', { name: '← Назад' })).toHaveClass('cart-layout__back')
    expect(screen.getByRole('link', { name: 'Акватория — на главную' })).toHaveAttribute(
      'href',
      '/'
    )
  })

  it('goes back when there is history, home when the page was opened directly', () => {
    const length = jest.spyOn(window.history, 'length', 'get')
    render(<BackHeader block="auth-layout" logoClassName="auth-layout__logo" />)
    length.mockReturnValue(3)
    fireEvent.click(screen.getByRole('button', { name: '← Назад' }))
    expect(back).toHaveBeenCalled()
    length.mockReturnValue(1)
    fireEvent.click(screen.getByRole('button', { name: '← Назад' }))
    expect(navigate).toHaveBeenCalledWith('/')
  })
})
