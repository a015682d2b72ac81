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
  // The catalogue side (issue 33, second slice).
  'src/components/SiteHeader/SearchBox.tsx',
  'src/components/SearchHelp/SearchHelp.tsx',
  'src/components/SearchCorrectionCell/SearchCorrectionCell.tsx',
  'src/components/CartPopover/CartPopover.tsx',
  'src/components/CartPopover/CartLineRow.tsx',
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
  'src/components/Account/FavoritesCell/FavoritesCell.tsx',
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
