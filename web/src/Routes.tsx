// Pages in src/pages are auto-imported by Redwood.
import { PrivateSet, Router, Route, Set } from '@redwoodjs/router'

import AuthLayout from 'src/layouts/AuthLayout/AuthLayout'
import CartLayout from 'src/layouts/CartLayout/CartLayout'
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
        <Route path="/catalog/product/{article}" page={ProductPage} name="product" />
        <Route path="/catalog/product" page={ProductPage} name="productWithoutArticle" />
        <Route path="/compare" page={ComparePage} name="compare" />
        <Route path="/catalog/reload" page={CatalogReloadPage} name="catalogReload" />
        <Route path="/precatalog" page={PrecatalogPage} name="precatalog" />
        <Route path="/precatalog/{category}" page={PrecatalogPage} name="precatalogCategory" />
        <Route path="/my-orders" page={MyOrdersPage} name="myOrders" />
        <Route path="/faq" page={FaqPage} name="faq" />
        <PrivateSet unauthenticated="login">
          <Route path="/order" page={OrderPage} name="order" />
          <Route path="/personal-account" page={PersonalAccountPage} name="personalAccount" />
        </PrivateSet>
        <PrivateSet unauthenticated="home">
          <Route path="/about/wholesaler" page={WholesalerPage} name="wholesaler" />
        </PrivateSet>
      </Set>
      <Set wrap={AuthLayout}>
        <Route path="/login" page={LoginPage} name="login" />
        <Route path="/registration" page={RegistrationPage} name="registration" />
        <Route path="/email-confirm" page={EmailConfirmPage} name="emailConfirm" />
        <Route path="/recovery" page={RecoveryPage} name="recovery" />
        <Route path="/new-password" page={NewPasswordPage} name="newPassword" />
      </Set>
      <Set wrap={CartLayout}>
        <Route path="/cart" page={CartPage} name="cart" />
        <PrivateSet unauthenticated="login">
          <Route path="/checkout" page={CheckoutPage} name="checkout" />
        </PrivateSet>
      </Set>
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

export default Routes
