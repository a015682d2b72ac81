export const standard = () => ({
  myCompany: {
    __typename: 'CompanyDetails' as const,
    legalName: 'ТОО «Аква Строй»',
    bin: '971240001315',
    legalAddress: 'г. Атырау, ул. Сатпаева, 1',
    iban: 'KZ86125KZT5004100100',
    bankName: 'АО «Народный банк Казахстана»',
    bik: 'HSBKKZKX',
    kbe: '17',
  },
})

/** No company details yet. */
export const none = () => ({ myCompany: null })
