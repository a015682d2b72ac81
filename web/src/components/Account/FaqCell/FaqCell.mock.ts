export const standard = () => ({
  faqEntries: [
    {
      __typename: 'FaqEntry' as const,
      id: 1,
      question: 'Как оформить заказ?',
      questionLang: 'ru' as const,
      answer:
        'Добавьте товары в корзину и нажмите «Перейти в корзину».\n\nГости могут оформить заказ через оператора.',
      answerLang: 'ru' as const,
    },
    {
      __typename: 'FaqEntry' as const,
      id: 2,
      question: 'Сколько стоит доставка по городу?',
      questionLang: 'ru' as const,
      answer: 'Доставка бесплатна при покупке от 10 000 ₸.',
      answerLang: 'ru' as const,
    },
    {
      __typename: 'FaqEntry' as const,
      id: 3,
      question: 'Есть ли гарантия на оборудование?',
      questionLang: 'ru' as const,
      answer: 'Да, на всё оборудование действует гарантия производителя и наш сервис.',
      answerLang: 'ru' as const,
    },
  ],
})
