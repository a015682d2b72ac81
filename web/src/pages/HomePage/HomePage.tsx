import { Metadata } from '@redwoodjs/web'

import CategoriesCell from 'src/components/CategoriesCell'

const HomePage = () => (
  <main className="page">
    <Metadata
      title="Главная"
      description="Насосные станции, котельные, водоочистка, насосы, сантехника и ёмкости с доставкой по Казахстану."
    />
    <h1 className="page__title">Акватория — инженерное оборудование для воды и тепла</h1>
    <section aria-labelledby="home-catalog-title">
      <h2 id="home-catalog-title" className="section-title">
        Каталог
      </h2>
      <CategoriesCell />
    </section>
  </main>
)

export default HomePage
