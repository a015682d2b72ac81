import { Metadata } from '@redwoodjs/web'

import HomeCell from 'src/components/Home/HomeCell'
import { usePagesT } from 'src/lib/i18n/pageSide'

const HomePage = () => {
  const t = usePagesT()
  return (
    <main className="page">
      <Metadata title={t('home.title')} description={t('home.description')} />
      <h1 className="page__title">{t('home.heading')}</h1>
      <HomeCell />
    </main>
  )
}

export default HomePage
