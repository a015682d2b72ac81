// The four videos of the demo channel.
import { VIDEOS } from 'src/testing/content/videosMock'

import type { VideoData } from './AboutUsVideos'

export const standard = (): { videos: VideoData[] } => ({ videos: VIDEOS })
