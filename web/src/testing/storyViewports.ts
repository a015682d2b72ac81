/**
 * The widths stories are drawn at (SPEC §9: a phone with the burger, a laptop,
 * a desktop), one list for every story that needs one.
 */
export const STORY_VIEWPORTS = {
  phone: { name: 'Телефон 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop: { name: 'Планшет 1024 px', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: {
    name: 'Компьютер 1440 px',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
}

/** A story's `parameters` drawing it at one of STORY_VIEWPORTS. */
export const atViewport = (viewport: keyof typeof STORY_VIEWPORTS) => ({
  viewport: { viewports: STORY_VIEWPORTS, defaultViewport: viewport },
})

/** The 390 px phone. */
export const ON_PHONE = atViewport('phone')
