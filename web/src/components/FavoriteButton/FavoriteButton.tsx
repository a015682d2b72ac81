import Icon from 'src/components/Icon/Icon'
import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'

import { useFavorites } from './useFavorites'

/** Keeps a product in favourites; guests are invited to log in (favourites are for logged-in shoppers). */
const FavoriteButton = ({ article, name }: { article: string; name: string }) => {
  const t = useCatalogueT()
  const favorites = useFavorites()
  const { openLogin } = useUi()
  const isFavorite = favorites.isFavorite(article)
  return (
    <Button
      variant="secondary"
      className="favorite-button"
      aria-pressed={favorites.isAuthenticated ? isFavorite : undefined}
      aria-label={t(isFavorite ? 'product.unfavoriteOf' : 'product.favoriteOf', { name })}
      busy={favorites.busy}
      onClick={() => (favorites.isAuthenticated ? favorites.toggle(article) : openLogin())}
    >
      <Icon name="heart" size={18} />
      {isFavorite ? t('product.favorited') : t('product.favorite')}
    </Button>
  )
}

export default FavoriteButton
