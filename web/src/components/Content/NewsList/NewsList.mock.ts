// The three latest news and promotions of the demo content; the second has no picture.
import { NEWS_ITEMS } from 'src/testing/content/newsMock'

import type { NewsCardData } from './NewsList'

export const standard = (): { news: NewsCardData[] } => ({
  news: [NEWS_ITEMS[0], NEWS_ITEMS[6], NEWS_ITEMS[7]],
})
