// The four videos of the demo channel.
import { VIDEOS } from 'src/testing/content/videosMock'

import type { VideoData } from './AboutUsVideos'

export const standard = (): { videos: VideoData[] } => ({ videos: VIDEOS })

/** A Kazakh page's answer (issue 33): the first title written in Kazakh, the others still Russian. */
export const inKazakh = (): { videos: VideoData[] } => {
  const [first, ...rest] = VIDEOS
  return {
    videos: [
      { ...first, title: 'Жеке үйге айналым сорғысын қалай таңдауға болады', titleLang: 'kk' },
      ...rest,
    ],
  }
}
