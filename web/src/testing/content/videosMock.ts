// Videos of the company channel as the demo content has them; the first two have previews.
const video = (id: number, title: string, preview: boolean) => ({
  __typename: 'Video' as const,
  id,
  title,
  titleLang: 'ru' as const,
  url: `https://www.youtube.com/watch?v=akvtr-video${id}`,
  preview: preview ? `/api/media/demo/videos/video-${id}.svg` : null,
  position: id,
})

export const VIDEOS = [
  video(1, 'Как выбрать циркуляционный насос для частного дома', true),
  video(2, 'Монтаж блочно-модульной котельной за 12 дней', true),
  video(3, 'Обзор шкафа управления «Аква-Контроль»', false),
  video(4, 'Экскурсия по производству «Акватории»', false),
]
