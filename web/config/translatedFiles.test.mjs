// node --test web/config/*.test.mjs (a step of `npm test`)
// Issue 33: the shopper-facing files already moved to the message catalogues
// carry no Russian text of their own in JSX: a literal Cyrillic text, an
// attribute (aria-label, title, alt…) or a string in a JSX expression fails
// here. Each session that translates more files adds them to TRANSLATED.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const TRANSLATED = [
  // «О нас»: the company, news, certificates, brands, events
  'src/components/Content/AboutUsNav/AboutUsNav.tsx',
  'src/pages/AboutUsPage/AboutUsPage.tsx',
  'src/pages/NewsListPage/NewsListPage.tsx',
  'src/pages/NewsItemPage/NewsItemPage.tsx',
  'src/components/Content/NewsListCell/NewsListCell.tsx',
  'src/components/Content/NewsItemCell/NewsItemCell.tsx',
  'src/components/Content/NewsArticle/NewsArticle.tsx',
  'src/components/Content/NewsList/NewsList.tsx',
  'src/components/Content/NewsPagination/NewsPagination.tsx',
  'src/pages/CertificatePage/CertificatePage.tsx',
  'src/components/Content/CertificatesCell/CertificatesCell.tsx',
  'src/components/Content/CertificatesGrid/CertificatesGrid.tsx',
  'src/pages/PartnersPage/PartnersPage.tsx',
  'src/pages/PartnerPage/PartnerPage.tsx',
  'src/components/Content/PartnersCell/PartnersCell.tsx',
  'src/components/Content/PartnersGrid/PartnersGrid.tsx',
  'src/components/Content/PartnersBrand/PartnersBrand.tsx',
  'src/components/Content/PartnersBrandCell/PartnersBrandCell.tsx',
  'src/components/Content/AboutUsEventsCell/AboutUsEventsCell.tsx',
  'src/components/Content/AboutUsVideos/AboutUsVideos.tsx',
  'src/components/SiteHeader/SiteHeader.tsx',
  'src/components/SiteHeader/ProfileMenu.tsx',
  'src/components/BackHeader/BackHeader.tsx',
  'src/components/FloatingContacts/FloatingContacts.tsx',
  'src/components/SiteFooter/SiteFooter.tsx',
  'src/components/LanguageSwitcher/LanguageSwitcher.tsx',
  'src/components/NotFound/NotFound.tsx',
  'src/layouts/MainLayout/MainLayout.tsx',
  'src/pages/HomePage/HomePage.tsx',
  'src/pages/NotFoundPage/NotFoundPage.tsx',
  // cart, checkout, account
  'src/components/FormFields/FieldParts.tsx',
  'src/components/FormFields/ChoiceGroup.tsx',
  'src/components/FormFields/PersonalDataConsentRow.tsx',
  'src/components/CartPopover/CartPopover.tsx',
  'src/components/CartPopover/CartLineRow.tsx',
  'src/components/OperatorOrderModal/OperatorOrderModal.tsx',
  'src/components/OperatorOrderModal/OrderLinesSummary.tsx',
  'src/components/Order/CheckoutFields/CheckoutFields.tsx',
  'src/components/Order/CheckoutFields/EmptyCheckout.tsx',
  'src/components/Order/CheckoutForm/CheckoutForm.tsx',
  'src/components/Order/CartCheckoutForm/CartCheckoutForm.tsx',
  'src/components/Order/CartCheckoutCell/CartCheckoutCell.tsx',
  'src/components/Order/GuestCheckoutForm/GuestCheckoutForm.tsx',
  'src/components/Order/GuestCheckoutCell/GuestCheckoutCell.tsx',
  'src/components/Order/DeliveryFields/DeliveryFields.tsx',
  'src/components/Order/GuestOrderByKeyCell/GuestOrderByKeyCell.tsx',
  'src/components/Order/GuestOrderCell/GuestOrderCell.tsx',
  'src/components/Order/GuestOrderDetails/GuestOrderDetails.tsx',
  'src/components/Order/OrderSummary/OrderSummary.tsx',
  'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts.tsx',
  'src/components/Order/OrderPayment/OrderPayment.tsx',
  'src/components/Order/OrderInOneC/OrderInOneC.tsx',
  'src/components/Order/InvoiceLink/InvoiceLink.tsx',
  'src/components/Order/PaymentReturnNotice/PaymentReturnNotice.tsx',
  'src/components/AuthForms/LoginForm.tsx',
  'src/components/AuthForms/ResendConfirmation.tsx',
  'src/components/AuthForms/ResendConfirmationForm.tsx',
  'src/components/LoginModal/LoginModal.tsx',
  'src/pages/CartPage/CartPage.tsx',
  'src/pages/CheckoutPage/CheckoutPage.tsx',
  'src/pages/OrderPage/OrderPage.tsx',
  'src/pages/MyOrdersPage/MyOrdersPage.tsx',
  'src/pages/PaymentReturnPage/PaymentReturnPage.tsx',
  'src/pages/LoginPage/LoginPage.tsx',
  'src/pages/RegistrationPage/RegistrationPage.tsx',
  'src/pages/RecoveryPage/RecoveryPage.tsx',
  'src/pages/NewPasswordPage/NewPasswordPage.tsx',
  'src/pages/EmailConfirmPage/EmailConfirmPage.tsx',
  'src/components/Account/AccountTabs/AccountTabs.tsx',
  'src/components/Account/AccountSkeleton/AccountSkeleton.tsx',
  'src/components/Account/ChangePasswordForm/ChangePasswordForm.tsx',
  'src/components/Account/CompanyDetailsCell/CompanyDetailsCell.tsx',
  'src/components/Account/CompanyDetailsForm/CompanyDetailsForm.tsx',
  'src/components/Account/FaqCell/FaqCell.tsx',
  'src/components/Account/FavoritesCell/FavoritesCell.tsx',
  'src/components/Account/NewDraftButton/NewDraftButton.tsx',
  'src/components/Account/NotificationsCell/NotificationsCell.tsx',
  'src/components/Account/OrderList/OrderList.tsx',
  'src/components/Account/OrderListCell/OrderListCell.tsx',
  'src/components/Account/ProfileCell/ProfileCell.tsx',
  'src/components/Account/ProfileForm/ProfileForm.tsx',
  'src/components/Account/StockAlertsCell/StockAlertsCell.tsx',
  'src/components/Modal/Modal.tsx',
  'src/pages/PersonalAccountPage/PersonalAccountPage.tsx',
  'src/components/Order/OrderCell/OrderCell.tsx',
  'src/components/Order/OrderEditor/OrderEditor.tsx',
  'src/components/Order/OrderEditor/OrderEditorHeader.tsx',
  'src/components/Order/OrderEditor/OrderEditorSummary.tsx',
  'src/components/Order/OrderEditor/OrderLines.tsx',
  'src/components/Order/OrderHistoryList/OrderHistoryList.tsx',
  // The catalogue side (issue 33, second slice).
  'src/components/SiteHeader/SearchBox.tsx',
  'src/components/SearchHelp/SearchHelp.tsx',
  'src/components/SearchCorrectionCell/SearchCorrectionCell.tsx',
  'src/components/SiteHeader/CategoryStrip.tsx',
  'src/components/PromoBanner/PromoBanner.tsx',
  'src/components/Home/HeroCarousel/HeroCarousel.tsx',
  'src/components/Home/HomeCell/HomeCell.tsx',
  'src/components/ProductCard/ProductCard.tsx',
  'src/components/PriceBlock/PriceBlock.tsx',
  'src/components/StockList/StockList.tsx',
  'src/pages/CatalogPage/CatalogPage.tsx',
  'src/components/ProductsCell/ProductsCell.tsx',
  'src/components/CatalogFilters/CatalogFilters.tsx',
  'src/pages/PrecatalogPage/PrecatalogPage.tsx',
  'src/components/CategoriesCell/CategoriesCell.tsx',
  'src/components/SubcategoriesCell/SubcategoriesCell.tsx',
  'src/components/ProductCell/ProductCell.tsx',
  'src/components/ProductDetails/ProductDetails.tsx',
  'src/components/ProductDetails/ProductDetailsPrice.tsx',
  'src/components/ProductDetails/InstallmentNote.tsx',
  'src/components/ProductGallery/ProductGallery.tsx',
  'src/components/FavoriteButton/FavoriteButton.tsx',
  'src/pages/ComparePage/ComparePage.tsx',
  'src/components/CompareCell/CompareCell.tsx',
  'src/components/CompareTable/CompareTable.tsx',
  // What was left Russian in the Kazakh chrome (issue 33, third slice).
  'src/components/CallbackModal/CallbackModal.tsx',
  'src/components/StockAlertModal/StockAlertModal.tsx',
  'src/components/Order/OrderFilesPanel/OrderFilesPanel.tsx',
  'src/components/Order/FillReport/FillReport.tsx',
  'src/components/CompareLimitAlert/CompareLimitAlert.tsx',
  'src/components/ui/QuantityField.tsx',
  'src/components/RecentlyViewed/RecentlyViewed.tsx',
  'src/components/PageProgress/PageProgress.tsx',
  'src/pages/StockAlertCancelPage/StockAlertCancelPage.tsx',
  // The chrome's last Russian words (issue 33, fourth slice): the shared
  // parts, the editors' text pages, contacts, service, FAQ, events, objects
  // and production.
  'src/components/ui/Button.tsx',
  'src/components/ui/Skeleton.tsx',
  'src/components/Pager/Pager.tsx',
  'src/components/Modal/ConfirmDialog.tsx',
  'src/components/ShopState/UiProvider.tsx',
  'src/components/SiteHead/SiteHead.tsx',
  'src/components/AuthSync/AuthSync.tsx',
  'src/layouts/AuthLayout/AuthLayout.tsx',
  'src/components/RichText/RichText.tsx',
  'src/components/RecentlyViewedCell/RecentlyViewedCell.tsx',
  'src/components/PriceBlock/NextBreakNote.tsx',
  'src/components/Account/LetterLanguage/LetterLanguage.tsx',
  'src/components/Order/GuestOrderDetails/GuestOrderFailure.tsx',
  'src/components/Order/OrderProblemAlert/OrderProblemAlert.tsx',
  'src/components/ContentBlockArticle/ContentBlockArticle.tsx',
  'src/components/ContentBlockCell/ContentBlockCell.tsx',
  'src/components/ContactFacts/ContactFacts.tsx',
  'src/components/ContactsCell/ContactsCell.tsx',
  'src/pages/ServicePage/ServicePage.tsx',
  'src/pages/FaqPage/FaqPage.tsx',
  'src/pages/AboutUsEventsPage/AboutUsEventsPage.tsx',
  'src/pages/ObjectsPage/ObjectsPage.tsx',
  'src/components/Objects/ObjectsCell/ObjectsCell.tsx',
  'src/components/Objects/ObjectFilters/ObjectFilters.tsx',
  'src/components/Objects/ObjectsGrid/ObjectsGrid.tsx',
  'src/components/Objects/ObjectsPagination/ObjectsPagination.tsx',
  'src/components/Objects/ObjectCell/ObjectCell.tsx',
  'src/components/Objects/ObjectDetails/ObjectDetails.tsx',
  'src/pages/ProductionListPage/ProductionListPage.tsx',
  'src/components/Production/ProductionPagesCell/ProductionPagesCell.tsx',
  'src/components/Production/ProductionTiles/ProductionTiles.tsx',
  'src/components/Production/ProductionItemCell/ProductionItemCell.tsx',
  'src/components/Production/ProductionArticle/ProductionArticle.tsx',
  'src/components/Production/ConsultationCta/ConsultationCta.tsx',
  'src/components/Production/ImageGallery/ImageGallery.tsx',
  // Drawn above every provider when a page crashes, so it cannot count on a
  // loaded catalogue: its two languages' few words are a table in the file
  // (outside JSX, which is what this test reads), picked by the address.
  'src/pages/FatalErrorPage/FatalErrorPage.tsx',
]

const CYRILLIC = /[\u0400-\u04FF]/

/** Where a file's JSX says Russian itself: `line: text`. */
export function literalRussian(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found = []
  const report = (node, text) =>
    found.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`)
  const visit = (node, inJsx) => {
    if (ts.isJsxText(node) && CYRILLIC.test(node.text)) report(node, node.text)
    else if (
      inJsx &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      CYRILLIC.test(node.text)
    )
      report(node, node.text)
    const jsx =
      inJsx ||
      ts.isJsxAttribute(node) ||
      ts.isJsxExpression(node) ||
      ts.isJsxElement(node) ||
      ts.isJsxSelfClosingElement(node)
    ts.forEachChild(node, (child) => visit(child, jsx))
  }
  visit(sf, false)
  return found
}

describe('translated files have no Russian text of their own in JSX (issue 33)', () => {
  for (const file of TRANSLATED) {
    it(file, () => {
      assert.deepEqual(literalRussian(file, fs.readFileSync(path.join(web, file), 'utf8')), [])
    })
  }

  it('finds a literal text, an attribute and a string in an expression', () => {
    const sample = `const A = () => <p aria-label="Меню" title={'Корзина'}>Каталог {x ? \`Ещё \${n}\` : 'ok'}</p>`
    assert.deepEqual(literalRussian('a.tsx', sample), [
      '1: Меню',
      '1: Корзина',
      '1: Каталог',
      '1: Ещё',
    ])
    assert.deepEqual(literalRussian('b.tsx', `// Каталог\nconst B = () => <p>{t('x')}</p>`), [])
  })
})
