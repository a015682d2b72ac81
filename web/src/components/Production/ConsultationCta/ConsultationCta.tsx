import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'

import './ConsultationCta.css'

export interface ConsultationCtaProps {
  /** The heading of the block, e.g. «Нужна водонасосная станция?». */
  title: string
  text?: string
}

/**
 * The call to action under a production page or an object: «Получить
 * консультацию» opens the page-wide «Перезвоните мне» popup (the same as the
 * footer's call-me-back link).
 */
const ConsultationCta = ({
  title,
  text = 'Оставьте телефон — инженер перезвонит, ответит на вопросы и рассчитает стоимость.',
}: ConsultationCtaProps) => {
  const { openCallback } = useUi()
  return (
    <section className="consultation-cta" aria-labelledby="consultation-cta-title">
      <h2 id="consultation-cta-title" className="consultation-cta__title">
        {title}
      </h2>
      <p className="consultation-cta__text">{text}</p>
      <Button onClick={openCallback}>Получить консультацию</Button>
    </section>
  )
}

export default ConsultationCta
