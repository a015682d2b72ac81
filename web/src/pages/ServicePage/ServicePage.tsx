import ContentBlockCell from 'src/components/ContentBlockCell'
import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** /service: the service department's work (block «service») and a request for a call back. */
const ServicePage = () => {
  const { openCallback } = useUi()
  const t = usePagesT()
  return (
    <main className="page">
      <ContentBlockCell blockKey="service" />
      <p>
        <Button onClick={openCallback}>{t('service.request')}</Button>
      </p>
    </main>
  )
}

export default ServicePage
