import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Objects/ObjectCell/ObjectCell.mock'

import ObjectPage from './ObjectPage'

describe('ObjectPage', () => {
  it('shows the object named by the id in the address', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ObjectItemQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<ObjectPage id={1} />)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Автоматизированный тепловой пункт ЖК «Нурсая»',
      })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ id: 1 })
    expect(screen.getByRole('button', { name: 'Получить консультацию' })).toBeInTheDocument()
  })

  it('shows the shop’s not-found page for an unknown object, and logs no error', async () => {
    const log = jest.spyOn(console, 'error')
    mockGraphQLQuery('ObjectItemQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    render(<ObjectPage id={9999} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
    expect(log).not.toHaveBeenCalled()
    jest.restoreAllMocks()
  })
})
