import { Metadata } from '@redwoodjs/web'

import FaqCell from 'src/components/Account/FaqCell'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** /faq: the questions a guest is sent to from the header (b2c shoppers see them in the account). */
const FaqPage = () => {
  const t = usePagesT()
  return (
    <main className="page">
      <Metadata title={t('faq.title')} description={t('faq.description')} />
      <h1 className="page__title">{t('faq.title')}</h1>
      <FaqCell />
    </main>
  )
}

export default FaqPage
