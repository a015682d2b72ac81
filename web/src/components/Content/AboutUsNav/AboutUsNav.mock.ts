// The news list is open: «Новости и акции» is the current screen.
import type { AboutSection } from './AboutUsNav'

export const standard = (): { current: AboutSection; inside?: boolean } => ({ current: 'news' })
