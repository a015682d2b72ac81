const alert = (
  id: number,
  article: string,
  name: string,
  createdAt: string,
  image: string | null
) => ({
  __typename: 'MyStockAlert' as const,
  id,
  createdAt,
  product: { __typename: 'StockAlertProduct' as const, article, name, image },
})

/** Two products the customer waits for. */
export const standard = () => ({
  myStockAlerts: [
    alert(
      12,
      'NV-DELUXE-24',
      'Котёл газовый Navien Deluxe 24K',
      '2026-12-01T09:30:00.000Z',
      '/images/placeholder-product.svg'
    ),
    alert(9, 'GR-SQ-3-65', 'Насос скважинный Grundfos SQ 3-65', '2026-11-28T15:05:00.000Z', null),
  ],
})
