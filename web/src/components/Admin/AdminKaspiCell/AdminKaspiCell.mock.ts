import type { AdminKaspiQuery } from 'types/graphql'

type Screen = AdminKaspiQuery['adminKaspi']

/** The demo's settings: merchant 30000001, PP1 Атырау, PP2 Актобе, every product listed. */
export const screenOf = (changes: Partial<Screen> = {}): Screen => ({
  __typename: 'AdminKaspiScreen',
  merchantId: '30000001',
  company: 'ТОО «Акватория» (демо)',
  token: null,
  listing: 'all',
  categoryIds: [],
  brandIds: [],
  shops: [
    {
      __typename: 'AdminKaspiShop',
      shopId: 1,
      name: 'Атырау',
      city: 'Атырау',
      kaspiStoreId: 'PP1',
      katoCode: '231010000',
    },
    {
      __typename: 'AdminKaspiShop',
      shopId: 2,
      name: 'Актобе',
      city: 'Актобе',
      kaspiStoreId: 'PP2',
      katoCode: '151010000',
    },
  ],
  sectionChoices: [
    { __typename: 'AdminKaspiChoice', id: 1, name: 'Насосное оборудование' },
    { __typename: 'AdminKaspiChoice', id: 2, name: 'Котельное оборудование' },
  ],
  brandChoices: [
    { __typename: 'AdminKaspiChoice', id: 5, name: 'Grundfos' },
    { __typename: 'AdminKaspiChoice', id: 6, name: 'Wilo' },
  ],
  feedPath: '/feeds/kaspi.xml',
  listed: 118,
  leftOut: [
    { __typename: 'AdminKaspiLeftOut', reason: 'inactive', label: 'Скрыт с сайта', count: 2 },
    {
      __typename: 'AdminKaspiLeftOut',
      reason: 'not_selected',
      label: 'Не выбран для Kaspi',
      count: 0,
    },
    {
      __typename: 'AdminKaspiLeftOut',
      reason: 'no_price',
      label: 'Цена 0 (не задана или «цена по запросу»)',
      count: 9,
    },
    {
      __typename: 'AdminKaspiLeftOut',
      reason: 'price_on_request',
      label: 'Цена −1 («цену уточняйте у менеджера»)',
      count: 0,
    },
    {
      __typename: 'AdminKaspiLeftOut',
      reason: 'invalid_sku',
      label: 'Артикул не подходит Kaspi (нужен Kaspi SKU)',
      count: 0,
    },
    {
      __typename: 'AdminKaspiLeftOut',
      reason: 'no_stock',
      label: 'Нет в наличии ни в одном магазине Kaspi',
      count: 14,
    },
  ],
  problems: [],
  ...changes,
})

export const standard = (): AdminKaspiQuery => ({ adminKaspi: screenOf() })

export const loadFailure = () => new Error('Сервер недоступен')
