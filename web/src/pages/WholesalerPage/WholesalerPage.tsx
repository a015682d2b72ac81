import ContentBlockCell from 'src/components/ContentBlockCell'

/** /about/wholesaler: terms for wholesale buyers, for logged-in shoppers only (SPEC §2 guard). */
const WholesalerPage = () => (
  <main className="page">
    <ContentBlockCell blockKey="wholesaler" />
  </main>
)

export default WholesalerPage
