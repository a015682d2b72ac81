import { Metadata } from '@redwoodjs/web'

import FaqCell from 'src/components/Account/FaqCell'

/** /faq: the questions a guest is sent to from the header (b2c shoppers see them in the account). */
const FaqPage = () => (
  <main className="page">
    <Metadata
      title="Вопросы и ответы"
      description="Ответы на частые вопросы о доставке, оплате и заказах."
    />
    <h1 className="page__title">Вопросы и ответы</h1>
    <FaqCell />
  </main>
)

export default FaqPage
