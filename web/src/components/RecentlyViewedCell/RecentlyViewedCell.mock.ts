// The api's cards for three recently viewed articles, as a guest and as a wholesale customer sees them.
import { productCard } from 'src/components/ProductCard/ProductCard.mock'

const card = (
  id: number,
  article: string,
  name: string,
  price: number,
  lastPrice: number | null,
  retailPrice: number | null = null
) => productCard({ id, article, name, currentPrice: price, lastPrice, retailPrice })

/** The device's list, newest first; the api answers in its own order and has stopped selling one. */
export const articles = ['WL-STAR-25-6', 'SOLD-OUT-1', 'GR-UPS-25-40']

export const standard = () => ({
  articles,
  productsByArticles: [
    card(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 48500, 54000),
    card(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900, null),
  ],
})

/**
 * The same articles for a wholesale customer: their own prices with retail for
 * reference, no struck-through old price (it belongs to retail).
 */
export const wholesale = () => ({
  articles,
  productsByArticles: [
    card(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 43000, null, 48500),
    card(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 36500, null, 39900),
  ],
})
