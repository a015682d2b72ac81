import { setRequestTextLocale } from 'src/lib/textLocale'

import { listVideos, Video } from './videos'

const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('videos', () => {
  scenario('are listed by position', async () => {
    const rows = await listVideos()
    expect(rows.map((v) => v.title)).toEqual([
      'Как выбрать циркуляционный насос',
      'Экскурсия по производству',
    ])
    expect(rows[0].url).toBe('https://www.youtube.com/watch?v=akvtr-video1')
  })

  it('give public preview addresses', () => {
    expect(Video.preview({}, info({ preview: 'demo/videos/v.svg' }))).toBe(
      '/api/media/demo/videos/v.svg'
    )
    expect(Video.preview({}, info({ preview: null }))).toBeNull()
  })
})

describe('videos in Kazakh (issue 33)', () => {
  afterEach(() => setRequestTextLocale('ru'))

  scenario(
    'a Kazakh request gets the Kazakh title where written, the Russian one marked',
    async () => {
      setRequestTextLocale('kk')
      const rows = await listVideos()
      expect(rows.map((v) => [v.title, v.titleLang])).toEqual([
        ['Айналым сорғысын қалай таңдауға болады', 'kk'],
        ['Экскурсия по производству', 'ru'],
      ])
      expect(Video.titleLang!({}, info(rows[0]))).toBe('kk')
    }
  )

  scenario('a Russian request reads exactly as before', async () => {
    const rows = await listVideos()
    expect(rows[0]).toMatchObject({ title: 'Как выбрать циркуляционный насос', titleLang: 'ru' })
  })
})
