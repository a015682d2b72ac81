// Pages in src/pages are auto-imported by Redwood.
import { Router, Route, Set } from '@redwoodjs/router'

import MainLayout from 'src/layouts/MainLayout/MainLayout'

import { useAuth } from './auth'

const Routes = () => {
  return (
    // SPEC §9: the progress bar appears 200 ms into a page load.
    <Router useAuth={useAuth} pageLoadingDelay={200}>
      <Set wrap={MainLayout}>
        <Route path="/" page={HomePage} name="home" />
        <Route path="/catalog" page={CatalogPage} name="catalog" />
        <Route path="/catalog/v2" page={CatalogPage} name="catalogV2" />
        <Route path="/catalog/search" page={CatalogPage} name="catalogSearch" />
      </Set>
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

export default Routes
