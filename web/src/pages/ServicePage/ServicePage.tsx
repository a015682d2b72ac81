import ContentBlockCell from 'src/components/ContentBlockCell'
import { useUi } from 'src/components/ShopState/UiProvider'
import { Button } from 'src/components/ui/Button'

/** /service: the service department's work (block «service») and a request for a call back. */
const ServicePage = () => {
  const { openCallback } = useUi()
  return (
    <main className="page">
      <ContentBlockCell blockKey="service" />
      <p>
        <Button onClick={openCallback}>Оставить заявку на сервис</Button>
      </p>
    </main>
  )
}

export default ServicePage
