import type { AdminContentListQuery } from 'types/graphql'

const item = (over: Partial<AdminContentListQuery['adminContentList']['items'][number]>) => ({
  __typename: 'AdminContentItem' as const,
  id: '1',
  title: 'Новый склад в Атырау',
  key: 'novyj-sklad',
  visible: true,
  date: '2026-11-01T09:00:00.000Z',
  position: null,
  ...over,
})

/** News: one shown, one hidden; three pages of them. */
export const standard = (): AdminContentListQuery => ({
  adminContentList: {
    __typename: 'AdminContentList' as const,
    kind: 'news',
    count: 52,
    page: 1,
    pageSize: 25,
    items: [
      item({}),
      item({
        id: '2',
        title: 'Скидки на насосы',
        key: 'skidki',
        visible: false,
        date: '2026-10-01T09:00:00.000Z',
      }),
    ],
  },
})

/** Slides: ordered, no dates. */
export const slides = (): AdminContentListQuery => ({
  adminContentList: {
    __typename: 'AdminContentList' as const,
    kind: 'slides',
    count: 1,
    page: 1,
    pageSize: 25,
    items: [item({ id: '7', title: 'Насосы', key: null, date: null, position: 3 })],
  },
})

export const empty = (): AdminContentListQuery => ({
  adminContentList: { ...standard().adminContentList, count: 0, items: [] },
})
