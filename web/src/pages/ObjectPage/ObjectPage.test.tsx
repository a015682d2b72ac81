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

  it('says the object is not found, with a link to the list, and logs no error', async () => {
    const log = jest.spyOn(console, 'error')
    mockGraphQLQuery('ObjectItemQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    render(<ObjectPage id={9999} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Объект не найден' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '«Объекты»' })).toHaveAttribute('href', '/objects')
    expect(log).not.toHaveBeenCalled()
    jest.restoreAllMocks()
  })
})
