export const standard = () => ({
  faqEntries: [
    {
      __typename: 'FaqEntry' as const,
      id: 1,
      question: 'Как оформить заказ?',
      answer:
        'Добавьте товары в корзину и нажмите «Перейти в корзину».\n\nГости могут оформить заказ через оператора.',
    },
    {
      __typename: 'FaqEntry' as const,
      id: 2,
      question: 'Сколько стоит доставка по городу?',
      answer: 'Доставка бесплатна при покупке от 10 000 ₸.',
    },
    {
      __typename: 'FaqEntry' as const,
      id: 3,
      question: 'Есть ли гарантия на оборудование?',
      answer: 'Да, на всё оборудование действует гарантия производителя и наш сервис.',
    },
  ],
})
