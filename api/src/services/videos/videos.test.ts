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
