// Pages in src/pages are auto-imported by Redwood.
import { ADMIN_ROLES, CATALOGUE_STAFF_ROLES, CONTENT_STAFF_ROLES, CUSTOMER_STAFF_ROLES, LEAD_STAFF_ROLES, ORDER_STAFF_ROLES, STAFF_ROLES } from '@domain/staffRoles'

import { PrivateSet, Router, Route, Set } from '@redwoodjs/router'

import AccountSkeleton from 'src/components/Account/AccountSkeleton/AccountSkeleton'
import AdminLayout from 'src/layouts/AdminLayout/LazyAdminLayout'
import AuthLayout from 'src/layouts/AuthLayout/AuthLayout'
import CartLayout from 'src/layouts/CartLayout/CartLayout'
import MainLayout from 'src/layouts/MainLayout/MainLayout'

import { useAuth } from './auth'

const Routes = () => {
  return (
    // SPEC §9: the progress bar appears 200 ms into a page load.
    <Router useAuth={useAuth} pageLoadingDelay={200}>
      <Set wrap={MainLayout}>
        <Route path="/" page={HomePage} name="home" prerender />
        <Route path="/catalog" page={CatalogPage} name="catalog" />
        <Route path="/catalog/v2" page={CatalogPage} name="catalogV2" prerender />
        <Route path="/catalog/search" page={CatalogPage} name="catalogSearch" />
        <Route path="/catalog/product/{article}" page={ProductPage} name="product" prerender />
        <Route path="/catalog/product" page={ProductPage} name="productWithoutArticle" />
        <Route path="/compare" page={ComparePage} name="compare" />
        <Route path="/catalog/reload" page={CatalogReloadPage} name="catalogReload" />
        <Route path="/precatalog" page={PrecatalogPage} name="precatalog" prerender />
        <Route path="/precatalog/{category}" page={PrecatalogPage} name="precatalogCategory" prerender />
        <Route path="/my-orders" page={MyOrdersPage} name="myOrders" />
        <Route path="/faq" page={FaqPage} name="faq" prerender />
        <Route path="/about/about-us" page={AboutUsPage} name="aboutUs" prerender />
        <Route path="/about-us-events" page={AboutUsEventsPage} name="aboutUsEvents" prerender />
        <Route path="/about/news" page={NewsListPage} name="news" prerender />
        <Route path="/about/news/{id:Int}" page={NewsItemPage} name="newsItem" prerender />
        <Route path="/about/certificate" page={CertificatePage} name="certificate" prerender />
        <Route path="/about/partners" page={PartnersPage} name="partners" prerender />
        <Route path="/about/partners/{id:Int}" page={PartnerPage} name="partner" prerender />
        <Route path="/objects" page={ObjectsPage} name="objects" prerender />
        <Route path="/objects/location/{location}" page={ObjectsPage} name="objectsLocation" />
        <Route path="/objects/location" page={ObjectsPage} name="objectsLocationAll" />
        <Route path="/objects/{id:Int}" page={ObjectPage} name="object" prerender />
        <Route path="/production" page={ProductionListPage} name="production" prerender />
        <Route path="/production/{id}" page={ProductionItemPage} name="productionItem" prerender />
        <Route path="/service" page={ServicePage} name="service" prerender />
        <Route path="/delivery" page={DeliveryPage} name="delivery" prerender />
        <Route path="/contacts" page={ContactsPage} name="contacts" prerender />
        <Route path="/policy" page={PolicyPage} name="policy" prerender />
        <Route path="/stock-alerts/cancel" page={StockAlertCancelPage} name="stockAlertCancel" />
        <Route path="/payment/return" page={PaymentReturnPage} name="paymentReturn" />
        <PrivateSet unauthenticated="login">
          <Route path="/order" page={OrderPage} name="order" />
        </PrivateSet>
        {/* The account's shape, not an empty page, while the session loads. */}
        <PrivateSet unauthenticated="login" whileLoadingAuth={AccountSkeleton}>
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
        <Route path="/checkout" page={CheckoutPage} name="checkout" />
      </Set>
      {/* The Kazakh twins of the public pages (issue 33): the same pages under
          /kk, named kk…; the page's language is its address (src/lib/i18n). */}
      <Set wrap={MainLayout}>
        <Route path="/kk" page={HomePage} name="kkHome" prerender />
        <Route path="/kk/catalog" page={CatalogPage} name="kkCatalog" />
        <Route path="/kk/catalog/v2" page={CatalogPage} name="kkCatalogV2" prerender />
        <Route path="/kk/catalog/search" page={CatalogPage} name="kkCatalogSearch" />
        <Route path="/kk/catalog/product/{article}" page={ProductPage} name="kkProduct" prerender />
        <Route path="/kk/catalog/product" page={ProductPage} name="kkProductWithoutArticle" />
        <Route path="/kk/compare" page={ComparePage} name="kkCompare" />
        <Route path="/kk/catalog/reload" page={CatalogReloadPage} name="kkCatalogReload" />
        <Route path="/kk/precatalog" page={PrecatalogPage} name="kkPrecatalog" prerender />
        <Route path="/kk/precatalog/{category}" page={PrecatalogPage} name="kkPrecatalogCategory" prerender />
        <Route path="/kk/my-orders" page={MyOrdersPage} name="kkMyOrders" />
        <Route path="/kk/faq" page={FaqPage} name="kkFaq" prerender />
        <Route path="/kk/about/about-us" page={AboutUsPage} name="kkAboutUs" prerender />
        <Route path="/kk/about-us-events" page={AboutUsEventsPage} name="kkAboutUsEvents" prerender />
        <Route path="/kk/about/news" page={NewsListPage} name="kkNews" prerender />
        <Route path="/kk/about/news/{id:Int}" page={NewsItemPage} name="kkNewsItem" prerender />
        <Route path="/kk/about/certificate" page={CertificatePage} name="kkCertificate" prerender />
        <Route path="/kk/about/partners" page={PartnersPage} name="kkPartners" prerender />
        <Route path="/kk/about/partners/{id:Int}" page={PartnerPage} name="kkPartner" prerender />
        <Route path="/kk/objects" page={ObjectsPage} name="kkObjects" prerender />
        <Route path="/kk/objects/location/{location}" page={ObjectsPage} name="kkObjectsLocation" />
        <Route path="/kk/objects/location" page={ObjectsPage} name="kkObjectsLocationAll" />
        <Route path="/kk/objects/{id:Int}" page={ObjectPage} name="kkObject" prerender />
        <Route path="/kk/production" page={ProductionListPage} name="kkProduction" prerender />
        <Route path="/kk/production/{id}" page={ProductionItemPage} name="kkProductionItem" prerender />
        <Route path="/kk/service" page={ServicePage} name="kkService" prerender />
        <Route path="/kk/delivery" page={DeliveryPage} name="kkDelivery" prerender />
        <Route path="/kk/contacts" page={ContactsPage} name="kkContacts" prerender />
        <Route path="/kk/policy" page={PolicyPage} name="kkPolicy" prerender />
        <Route path="/kk/stock-alerts/cancel" page={StockAlertCancelPage} name="kkStockAlertCancel" />
        <Route path="/kk/payment/return" page={PaymentReturnPage} name="kkPaymentReturn" />
        <PrivateSet unauthenticated="kkLogin">
          <Route path="/kk/order" page={OrderPage} name="kkOrder" />
        </PrivateSet>
        <PrivateSet unauthenticated="kkLogin" whileLoadingAuth={AccountSkeleton}>
          <Route path="/kk/personal-account" page={PersonalAccountPage} name="kkPersonalAccount" />
        </PrivateSet>
        <PrivateSet unauthenticated="kkHome">
          <Route path="/kk/about/wholesaler" page={WholesalerPage} name="kkWholesaler" />
        </PrivateSet>
      </Set>
      <Set wrap={AuthLayout}>
        <Route path="/kk/login" page={LoginPage} name="kkLogin" />
        <Route path="/kk/registration" page={RegistrationPage} name="kkRegistration" />
        <Route path="/kk/email-confirm" page={EmailConfirmPage} name="kkEmailConfirm" />
        <Route path="/kk/recovery" page={RecoveryPage} name="kkRecovery" />
        <Route path="/kk/new-password" page={NewPasswordPage} name="kkNewPassword" />
      </Set>
      <Set wrap={CartLayout}>
        <Route path="/kk/cart" page={CartPage} name="kkCart" />
        <Route path="/kk/checkout" page={CheckoutPage} name="kkCheckout" />
      </Set>
      {/* The back office: a guest logs in first (and comes back), a customer
          is sent home; the api checks the roles again on every query. */}
      <PrivateSet unauthenticated="login">
        <PrivateSet unauthenticated="home" roles={[...STAFF_ROLES]} wrap={AdminLayout}>
          <Route path="/admin" page={AdminDashboardPage} name="adminDashboard" />
          {/* Each section's roles as the api checks them; others land on the dashboard. */}
          <PrivateSet unauthenticated="adminDashboard" roles={[...ORDER_STAFF_ROLES]}>
            <Route path="/admin/orders" page={AdminOrdersPage} name="adminOrders" />
            <Route path="/admin/orders/{id:Int}" page={AdminOrderPage} name="adminOrder" />
          </PrivateSet>
          <PrivateSet unauthenticated="adminDashboard" roles={[...LEAD_STAFF_ROLES]}>
            <Route path="/admin/leads" page={AdminLeadsPage} name="adminLeads" />
            <Route path="/admin/leads/{id:Int}" page={AdminLeadPage} name="adminLead" />
          </PrivateSet>
          <PrivateSet unauthenticated="adminDashboard" roles={[...CUSTOMER_STAFF_ROLES]}>
            <Route path="/admin/customers" page={AdminCustomersPage} name="adminCustomers" />
            <Route path="/admin/customers/{id:Int}" page={AdminCustomerPage} name="adminCustomer" />
          </PrivateSet>
          <PrivateSet unauthenticated="adminDashboard" roles={[...CATALOGUE_STAFF_ROLES]}>
            <Route path="/admin/products" page={AdminProductsPage} name="adminProducts" />
            <Route path="/admin/products/new" page={AdminProductNewPage} name="adminProductNew" />
            <Route path="/admin/products/prices" page={AdminProductPricesPage} name="adminProductPrices" />
            <Route path="/admin/products/import" page={AdminProductImportPage} name="adminProductImport" />
            <Route path="/admin/products/{id:Int}" page={AdminProductPage} name="adminProduct" />
            <Route path="/admin/exchange-1c" page={AdminExchange1cPage} name="adminExchange1c" />
          </PrivateSet>
          <PrivateSet unauthenticated="adminDashboard" roles={[...CONTENT_STAFF_ROLES]}>
            <Route path="/admin/content" page={AdminContentPage} name="adminContent" />
            <Route path="/admin/content/{kind}" page={AdminContentListPage} name="adminContentList" />
            <Route path="/admin/content/{kind}/new" page={AdminContentEditPage} name="adminContentNew" />
            <Route path="/admin/content/{kind}/{id}" page={AdminContentEditPage} name="adminContentEdit" />
          </PrivateSet>
          <PrivateSet unauthenticated="adminDashboard" roles={[...ADMIN_ROLES]}>
            <Route path="/admin/staff" page={AdminStaffPage} name="adminStaff" />
            <Route path="/admin/audit" page={AdminAuditPage} name="adminAudit" />
            <Route path="/admin/price-types" page={AdminPriceTypesPage} name="adminPriceTypes" />
            <Route path="/admin/kaspi" page={AdminKaspiPage} name="adminKaspi" />
          </PrivateSet>
        </PrivateSet>
        {/* The print view: the order alone on the page, without the back office's chrome. */}
        <PrivateSet unauthenticated="home" roles={[...ORDER_STAFF_ROLES]}>
          <Route path="/admin/orders/{id:Int}/print" page={AdminOrderPrintPage} name="adminOrderPrint" />
        </PrivateSet>
      </PrivateSet>
      {/* Every other address: the not-found page in the shop's frame, last so that it
          catches only what no route above takes. The web server answers such
          addresses with HTTP 404 and this page's prerendered 404.html, and knows
          these routes (scripts/cli/shopRoutes.mjs, kept equal by its test). */}
      <Set wrap={MainLayout}>
        <Route path="/{path...}" page={NotFoundPage} name="notFound" prerender />
      </Set>
      <Route notfound page={NotFoundPage} />
    </Router>
  )
}

export default Routes
