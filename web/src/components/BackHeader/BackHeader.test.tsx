import { back, LocationProvider, navigate } from '@redwoodjs/router'
import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { LocaleProvider, loadCatalog } from 'src/lib/i18n'

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

  it('in Kazakh (issue 33): «← Артқа», the logo to /kk, and /kk when opened directly', async () => {
    await loadCatalog('kk')
    render(
      <LocationProvider location={new URL('http://localhost/kk/cart')}>
        <LocaleProvider>
          <BackHeader block="cart-layout" logoClassName="site-header__logo" />
        </LocaleProvider>
      </LocationProvider>
    )
    expect(screen.getByRole('link', { name: 'Акватория — басты бетке' })).toHaveAttribute(
      'href',
      '/kk'
    )
    jest.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    fireEvent.click(screen.getByRole('button', { name: '← Артқа' }))
    expect(navigate).toHaveBeenCalledWith('/kk')
  })
})
