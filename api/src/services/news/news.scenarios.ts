import type { Prisma } from '@prisma/client'

const day = (iso: string) => new Date(`${iso}T09:00:00Z`)

export const standard = defineScenario<Prisma.NewsCreateArgs>({
  news: {
    warehouse: {
      data: {
        title: 'Новый склад в Атырау',
        slug: 'novyy-sklad-v-atyrau',
        summary: 'Складской комплекс 2 400 м²',
        body: 'Текст новости',
        image: 'demo/news/novyy-sklad-v-atyrau.svg',
        gallery: ['demo/news/novyy-sklad-v-atyrau-2.svg'],
        publishedAt: day('2026-01-15'),
      },
    },
    grundfos: {
      data: {
        title: 'Скидки на насосы Grundfos',
        slug: 'skidki-grundfos',
        body: 'Текст акции',
        isPromo: true,
        publishedAt: day('2026-02-10'),
      },
    },
    baxi: {
      data: {
        title: 'Сервисный центр BAXI',
        slug: 'servisnyy-centr-baxi',
        body: 'Текст',
        publishedAt: day('2025-12-01'),
      },
    },
    draft: {
      data: {
        title: 'Черновик',
        slug: 'chernovik',
        body: 'Не опубликовано',
        isPublished: false,
        publishedAt: day('2026-02-20'),
      },
    },
    scheduled: {
      data: {
        title: 'Чёрная пятница 2099',
        slug: 'chernaya-pyatnica-2099',
        body: 'Выйдет позже',
        publishedAt: day('2099-11-27'),
      },
    },
  },
})
