import ContentBlockCell from 'src/components/ContentBlockCell'

/** /delivery: delivery and payment terms, as the editors wrote them (block «delivery»). */
const DeliveryPage = () => (
  <main className="page">
    <ContentBlockCell blockKey="delivery" />
  </main>
)

export default DeliveryPage
