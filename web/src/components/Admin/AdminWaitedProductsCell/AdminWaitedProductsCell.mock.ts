const item = (productId: number, article: string, name: string, waiting: number) => ({
  __typename: 'WaitedProduct' as const,
  productId,
  article,
  name,
  waiting,
})

/** Five shoppers wait for two products. */
export const standard = () => ({
  waitedProducts: {
    __typename: 'WaitedProducts' as const,
    total: 5,
    items: [
      item(41, 'NV-DELUXE-24', 'Котёл газовый Navien Deluxe 24K', 3),
      item(17, 'GR-SQ-3-65', 'Насос скважинный Grundfos SQ 3-65', 2),
    ],
  },
})

export const none = () => ({
  waitedProducts: { __typename: 'WaitedProducts' as const, total: 0, items: [] },
})
