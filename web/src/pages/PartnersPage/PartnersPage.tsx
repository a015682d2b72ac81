import AboutUsNav from 'src/components/Content/AboutUsNav/AboutUsNav'
import PartnersCell from 'src/components/Content/PartnersCell'
import PageMeta from 'src/components/PageMeta/PageMeta'
import { PATHS } from 'src/lib/links'

/** /about/partners (menu «Бренды»): the brands we sell, each to its page and its goods. */
const PartnersPage = () => (
  <main className="page">
    <PageMeta
      title="Бренды"
      description="Производители насосов, котлов, арматуры и сантехники, чьё оборудование продаёт «Акватория»."
      path={PATHS.partners}
    />
    <AboutUsNav current="partners" />
    <h1 className="page__title">Бренды</h1>
    <PartnersCell />
  </main>
)

export default PartnersPage
