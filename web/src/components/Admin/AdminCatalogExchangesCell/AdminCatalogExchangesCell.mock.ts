/** Two exchanges: a full one that went well and one 1C sent a bad product in. */
export const standard = () => ({
  adminCatalogExchanges: {
    __typename: 'AdminCatalogExchangePage' as const,
    total: 2,
    page: 1,
    pageSize: 20,
    items: [
      {
        __typename: 'AdminCatalogExchange' as const,
        id: 2,
        startedAt: '2026-12-01T04:00:00.000Z',
        finishedAt: '2026-12-01T04:01:10.000Z',
        userEmail: '1c@akvatoria.kz',
        status: 'failure',
        files: [
          { __typename: 'AdminCatalogExchangeFile' as const, name: 'import.xml', bytes: 2048 },
        ],
        created: 0,
        updated: 0,
        hidden: 0,
        remarks: [],
        errors: ['import.xml:57: Не указан Артикул (реквизит «Артикул» в 1С).'],
      },
      {
        __typename: 'AdminCatalogExchange' as const,
        id: 1,
        startedAt: '2026-11-30T04:00:00.000Z',
        finishedAt: '2026-11-30T04:02:00.000Z',
        userEmail: '1c@akvatoria.kz',
        status: 'success',
        files: [
          { __typename: 'AdminCatalogExchangeFile' as const, name: 'import.xml', bytes: 3_500_000 },
          { __typename: 'AdminCatalogExchangeFile' as const, name: 'offers.xml', bytes: 1955 },
        ],
        created: 2,
        updated: 4,
        hidden: 1,
        remarks: ['import.xml:12: Цена не указана: «Цену уточняйте у менеджера».'],
        errors: [],
      },
    ],
  },
})
