import type { Meta, StoryObj } from '@storybook/react'

import PictureTiles from './PictureTiles'

const meta: Meta<typeof PictureTiles> = { component: PictureTiles }
export default meta
type Story = StoryObj<typeof PictureTiles>

/** Two tiles with a line above the title, one with a summary and the placeholder picture. */
export const Primary: Story = {
  args: {
    tiles: [
      {
        key: 1,
        to: '/objects/1',
        title: 'Тепловой пункт ЖК «Нурсая»',
        image: '/api/media/demo/objects/zhk-nursaya-teplovoy-punkt-1.svg',
        meta: 'Жилые комплексы · Атырау · 2025',
      },
      {
        key: 2,
        to: '/objects/2',
        title: 'Котельная школы на 600 мест',
        meta: 'Социальные объекты · Кульсары · 2026',
      },
      {
        key: 'water-purification',
        to: '/production/water-purification',
        title: 'Водоочистка',
        text: 'Станции обезжелезивания и умягчения воды для домов и предприятий.',
      },
    ],
  },
}

/** A Kazakh page: a Russian title and kind marked lang="ru" beside a Kazakh tile. */
export const RussianFallbacks: Story = {
  args: {
    tiles: [
      {
        key: 1,
        to: '/kk/objects/1',
        title: '«Нұрсая» ТК жылу пункті',
        meta: 'Тұрғын үй кешендері · Атырау · 2025',
      },
      {
        key: 2,
        to: '/kk/objects/2',
        title: 'Котельная школы на 600 мест',
        titleLang: 'ru',
        meta: 'Социальные объекты · Кульсары · 2026',
        metaLang: 'ru',
      },
    ],
  },
}
