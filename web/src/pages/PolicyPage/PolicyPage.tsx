import ContentBlockCell from 'src/components/ContentBlockCell'

/** /policy: the personal-data policy the order and callback forms link to (block «policy»). */
const PolicyPage = () => (
  <main className="page">
    <ContentBlockCell blockKey="policy" />
  </main>
)

export default PolicyPage
