// What the checkout offers (CartCheckoutQuery), shared by the cell's and the form's stories and tests.
export const standard = () => ({
  shops: [
    {
      __typename: 'Shop' as const,
      id: 1,
      name: 'Атырау',
      nameForGuest: 'Магазин в Атырау',
      city: 'Атырау',
      address: { __typename: 'ShopAddress' as const, address: 'ул. Сатпаева, 17' },
    },
    {
      __typename: 'Shop' as const,
      id: 2,
      name: 'Актобе',
      nameForGuest: 'Магазин в Актобе',
      city: 'Актобе',
      address: { __typename: 'ShopAddress' as const, address: 'пр. Абилкайыр хана, 62' },
    },
  ],
  paymentTypes: [
    {
      __typename: 'PaymentType' as const,
      id: 1,
      name: 'Наличными при получении',
      kind: 'on_receipt',
      description: 'Оплата наличными в магазине при самовывозе или курьеру при доставке.',
      nameKk: 'Алған кезде қолма-қол',
      descriptionKk: 'Өзі алып кеткенде дүкенде немесе жеткізгенде курьерге қолма-қол төлеу.',
    },
    {
      __typename: 'PaymentType' as const,
      id: 3,
      name: 'Безналичный расчёт для юридических лиц',
      kind: 'invoice',
      description: 'Оплата по счёту с НДС.',
      nameKk: 'Заңды тұлғаларға қолма-қолсыз есеп айырысу',
      descriptionKk: 'ҚҚС-пен шот бойынша төлеу.',
    },
    {
      __typename: 'PaymentType' as const,
      id: 4,
      name: 'Онлайн-оплата картой',
      kind: 'online',
      description: 'Visa и Mastercard через Freedom Pay сразу после оформления заказа.',
      nameKk: 'Картамен онлайн төлеу',
      descriptionKk:
        'Visa және Mastercard карталарымен Freedom Pay арқылы, тапсырысты ресімдегеннен кейін бірден.',
    },
    {
      __typename: 'PaymentType' as const,
      id: 5,
      name: 'В рассрочку',
      kind: 'installment',
      description: 'Рассрочка без переплаты через Freedom Pay сразу после оформления заказа.',
      nameKk: 'Бөліп төлеу',
      descriptionKk:
        'Freedom Pay арқылы үстеме ақысыз бөліп төлеу, тапсырысты ресімдегеннен кейін бірден.',
    },
  ],
  installmentTerms: { __typename: 'InstallmentTerms' as const, min: 6000, max: 2000000 },
  me: {
    __typename: 'UserInfo' as const,
    id: 7,
    email: 'aigerim@example.kz',
    firstName: 'Айгерим',
    lastName: 'Сапарова',
    phone: '+77015554433',
    lastOrderContact: null,
  },
})
