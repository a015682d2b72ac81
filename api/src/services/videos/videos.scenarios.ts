import type { Prisma } from '@prisma/client'

export const standard = defineScenario<Prisma.VideoCreateArgs>({
  video: {
    tour: {
      data: {
        title: 'Экскурсия по производству',
        url: 'https://www.youtube.com/watch?v=akvtr-video4',
        position: 4,
      },
    },
    pump: {
      data: {
        title: 'Как выбрать циркуляционный насос',
        titleKk: 'Айналым сорғысын қалай таңдауға болады',
        url: 'https://www.youtube.com/watch?v=akvtr-video1',
        preview: 'demo/videos/video-1.svg',
        position: 1,
      },
    },
  },
})
