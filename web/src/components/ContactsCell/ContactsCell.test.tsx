import { render, screen } from '@redwoodjs/testing/web'

import { Failure, Loading, Success } from './ContactsCell'
import { standard, withoutFacts } from './ContactsCell.mock'

describe('ContactsCell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('announces loading and says when the page failed', () => {
    render(<Loading />)
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…')
    render(<Failure error={new Error('down')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу.')
  })

  it('shows the editors’ text and the facts of the same block', () => {
    const onCallback = jest.fn()
    render(<Success {...standard()} onCallback={onCallback} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument()
    expect(screen.getByText(/г. Актобе, пр. Абилкайыр хана, 62/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+7 (7122) 20 30 40' })).toHaveAttribute(
      'href',
      'tel:+77122203040'
    )
    expect(screen.getByRole('link', { name: 'info@akvatoria.kz' })).toHaveAttribute(
      'href',
      'mailto:info@akvatoria.kz'
    )
    screen.getByRole('button', { name: 'Перезвоните мне' }).click()
    expect(onCallback).toHaveBeenCalledTimes(1)
  })

  it('keeps the text and the call-back button when the facts are not filled in', () => {
    render(<Success {...withoutFacts()} onCallback={() => {}} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /\+7/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })
})
