import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { standard } from 'src/components/Production/ProductionItemCell/ProductionItemCell.mock'
import { UiProvider } from 'src/components/ShopState/UiProvider'

import ProductionItemPage from './ProductionItemPage'

describe('ProductionItemPage', () => {
  it('shows the production page named in the address; the button opens the callback popup', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ProductionItemQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(
      <UiProvider>
        <ProductionItemPage id="akva-control-cabinet" />
      </UiProvider>
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Шкафы управления Аква-Контроль' })
    ).toBeInTheDocument()
    expect(asked).toHaveBeenCalledWith({ idOrSlug: 'akva-control-cabinet' })
    await userEvent.click(screen.getByRole('button', { name: 'Получить консультацию' }))
    expect(await screen.findByRole('dialog', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })

  it('shows the shop’s not-found page for an unknown slug', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockGraphQLQuery('ProductionItemQuery', (_variables, { ctx }) => {
      ctx.errors([{ message: 'Страница не найдена.', extensions: { code: 'NOT_FOUND' } }])
      return null
    })
    render(<ProductionItemPage id="no-such-page" />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/precatalog')
    jest.restoreAllMocks()
  })
})
