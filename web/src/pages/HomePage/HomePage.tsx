import { Metadata } from '@redwoodjs/web'

import HomeCell from 'src/components/Home/HomeCell'

const HomePage = () => (
  <main className="page">
    <Metadata
      title="Главная"
      description="Насосные станции, котельные, водоочистка, насосы, сантехника и ёмкости с доставкой по Казахстану."
    />
    <h1 className="page__title">Акватория — инженерное оборудование для воды и тепла</h1>
    <HomeCell />
  </main>
)

export default HomePage
