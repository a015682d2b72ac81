import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'

import './ConsultationCta.css'

export interface ConsultationCtaProps {
  /** The heading of the block, e.g. «Нужна водонасосная станция?». */
  title: string
  /** What the engineer will do; the shop's general promise unless told. */
  text?: string
}

/**
 * The call to action under a production page or an object: «Получить
 * консультацию» opens the page-wide «Перезвоните мне» popup (the same as the
 * footer's call-me-back link).
 */
const ConsultationCta = ({ title, text }: ConsultationCtaProps) => {
  const { openCallback } = useUi()
  const t = usePagesT()
  return (
    <section className="consultation-cta" aria-labelledby="consultation-cta-title">
      <h2 id="consultation-cta-title" className="consultation-cta__title">
        {title}
      </h2>
      <p className="consultation-cta__text">{text ?? t('production.consultationText')}</p>
      <Button onClick={openCallback}>{t('production.consultation')}</Button>
    </section>
  )
}

export default ConsultationCta
