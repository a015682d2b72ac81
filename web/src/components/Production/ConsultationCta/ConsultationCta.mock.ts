import type { ConsultationCtaProps } from './ConsultationCta'

export const standard = (): ConsultationCtaProps => ({
  title: 'Нужна водонасосная станция?',
})
