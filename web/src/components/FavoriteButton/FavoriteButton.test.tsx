import userEvent from '@testing-library/user-event'

import { render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { retailUser } from 'src/testing/accountTestUser'

import FavoriteButton from './FavoriteButton'
import { favoriteArticles, none, standard } from './FavoriteButton.mock'

jest.mock('@redwoodjs/web/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }))

const NAME = 'Насос циркуляционный Grundfos UPS 25-40 180'

const renderButton = () =>
  render(
    <UiProvider>
      <FavoriteButton article="GR-UPS-25-40" name={NAME} />
    </UiProvider>
  )

describe('FavoriteButton', () => {
  beforeEach(() => jest.clearAllMocks())

  it('invites a guest to log in instead of keeping a favourite', async () => {
    mockCurrentUser(null)
    const asked = jest.fn(() => none())
    mockGraphQLQuery('MyFavoriteArticlesQuery', asked)
    renderButton()
    const button = screen.getByRole('button', { name: `В избранное: ${NAME}` })
    expect(button).not.toHaveAttribute('aria-pressed')
    await userEvent.click(button)
    // The dialog's code is fetched with the first press: on a busy machine it takes a moment.
    expect(
      await screen.findByRole('dialog', { name: 'Войдите в личный кабинет' })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login')
    expect(asked).not.toHaveBeenCalled()
  })

  it('adds the product for a logged-in shopper and shows it as a favourite', async () => {
    mockCurrentUser(retailUser())
    let list = none()
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => list)
    const added = jest.fn()
    mockGraphQLMutation('AddFavoriteMutation', (variables) => {
      added(variables)
      list = favoriteArticles([{ id: 41, productId: 7, article: 'GR-UPS-25-40' }])
      return { addFavorite: { id: 41 } }
    })
    renderButton()
    const button = await screen.findByRole('button', {
      name: `В избранное: ${NAME}`,
      pressed: false,
    })
    await userEvent.click(button)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Добавлено в избранное'))
    expect(added).toHaveBeenCalledWith({ product: 'GR-UPS-25-40' })
    const pressed = await screen.findByRole('button', { name: `Убрать из избранного: ${NAME}` })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    expect(pressed).toHaveTextContent('В избранном')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('removes a favourite by its favourite id', async () => {
    mockCurrentUser(retailUser())
    let list = standard()
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => list)
    const removed = jest.fn()
    mockGraphQLMutation('RemoveFavoriteMutation', (variables) => {
      removed(variables)
      list = favoriteArticles([{ id: 42, productId: 19, article: 'VT-AF-15' }])
      return { removeFavorite: true }
    })
    renderButton()
    await userEvent.click(
      await screen.findByRole('button', { name: `Убрать из избранного: ${NAME}` })
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Удалено из избранного'))
    expect(removed).toHaveBeenCalledWith({ id: 41 })
    expect(await screen.findByRole('button', { name: `В избранное: ${NAME}` })).toHaveAttribute(
      'aria-pressed',
      'false'
    )
  })

  it('says so when the change fails', async () => {
    // The failed request itself is logged by the test network.
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockCurrentUser(retailUser())
    mockGraphQLQuery('MyFavoriteArticlesQuery', () => none())
    mockGraphQLMutation('AddFavoriteMutation', () => {
      throw new Error('Сервис избранного недоступен')
    })
    renderButton()
    await userEvent.click(
      await screen.findByRole('button', { name: `В избранное: ${NAME}`, pressed: false })
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Не удалось изменить избранное. Попробуйте ещё раз.')
    )
    expect(toast.success).not.toHaveBeenCalled()
    jest.restoreAllMocks()
  })
})
