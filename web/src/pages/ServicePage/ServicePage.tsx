import ContentBlockCell from 'src/components/ContentBlockCell'
import { useUi } from 'src/components/ShopState/UiProvider'

/** /service: the service department's work (block «service») and a request for a call back. */
const ServicePage = () => {
  const { openCallback } = useUi()
  return (
    <main className="page">
      <ContentBlockCell blockKey="service" />
      <p>
        <button type="button" className="button" onClick={openCallback}>
          Оставить заявку на сервис
        </button>
      </p>
    </main>
  )
}

export default ServicePage
