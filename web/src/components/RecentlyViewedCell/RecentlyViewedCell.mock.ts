// The api's cards for three recently viewed articles, as a guest and as a wholesale customer sees them.
const card = (
  id: number,
  article: string,
  name: string,
  price: number,
  lastPrice: number | null
) => ({
  __typename: 'Product' as const,
  id,
  article,
  name,
  currentPrice: price,
  lastPrice,
  images: [],
})

/** The device's list, newest first; the api answers in its own order and has stopped selling one. */
export const articles = ['WL-STAR-25-6', 'SOLD-OUT-1', 'GR-UPS-25-40']

export const standard = () => ({
  articles,
  productsByArticles: [
    card(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 48500, 54000),
    card(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 39900, null),
  ],
})

/** The same articles for a wholesale customer: their own prices, no struck-through retail one. */
export const wholesale = () => ({
  articles,
  productsByArticles: [
    card(1, 'GR-UPS-25-40', 'Насос циркуляционный Grundfos UPS 25-40 180', 43000, null),
    card(2, 'WL-STAR-25-6', 'Насос циркуляционный Wilo Star-RS 25/6', 36500, null),
  ],
})
