import { Metadata } from '@redwoodjs/web'

import HomeCell from 'src/components/Home/HomeCell'
import { useHomeT } from 'src/lib/i18n/homeSide'

const HomePage = () => {
  const t = useHomeT()
  return (
    <main className="page">
      <Metadata title={t('home.title')} description={t('home.description')} />
      <h1 className="page__title">{t('home.heading')}</h1>
      <HomeCell />
    </main>
  )
}

export default HomePage
