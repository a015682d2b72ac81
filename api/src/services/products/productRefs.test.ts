import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { cartAddInput, cartLinesInput, cartRemovalInput } from 'src/lib/domain/cartInput'
import { tooLongMessage } from 'src/lib/domain/contactFields'
import { favoriteInput } from 'src/lib/domain/favorite'
import { ARTICLE_MAX } from 'src/lib/domain/productFields'
import { InvalidInputError } from 'src/lib/errors'
import { parseInput } from 'src/lib/input'
import { importProductFile } from 'src/modules/catalog/import/importer'
import { inSentence } from 'src/modules/catalog/import/values'
import { cartCheckoutInput } from 'src/modules/orders/rules/checkout'
import {
  addOrderItemsInput,
  draftOrderInput,
  placeOrderInput,
} from 'src/modules/orders/rules/draftOrder'
import { guestOrderInput } from 'src/modules/orders/rules/guestOrder'
import { orderTextInput } from 'src/modules/orders/rules/orderFileInput'
import { checkoutCart } from 'src/modules/orders/workflow/checkout'
import { addOrderItems, createDraftOrder } from 'src/modules/orders/workflow/drafts'
import { placeGuestOrder } from 'src/modules/orders/workflow/guestCheckout'
import { placeOrder } from 'src/modules/orders/workflow/placing'
import { saveAdminProduct } from 'src/services/adminCatalog/adminCatalog'
import { addToMyCart, mergeIntoMyCart, previewCart, removeFromMyCart } from 'src/services/cart/cart'
import { addMyFavorite, listMyFavorites } from 'src/services/favorites/favorites'
import { fillDraftFromFile, uploadOrderFile } from 'src/services/orderFiles/orderFiles'

import { activeProductIdsByArticle } from './productRefs'
import type { StandardScenario } from './productRefs.scenarios'

// Many services, each with its transaction, on a shared, busy database.
jest.setTimeout(60_000)

/** 90 characters: within the catalogue's limit, beyond the 64 lookups once allowed. */
const LONG = `VALTEC-VT.${'0123456789'.repeat(8)}`

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

/** The back office's new-product form, as the editor fills it. */
const productForm = (s: StandardScenario, article: string) => ({
  article,
  name: 'Насосная станция с длинным артикулом',
  description: '',
  price: '45 000',
  oldPrice: '',
  isActive: true,
  isPopular: false,
  isNew: false,
  categoryId: s.category.pumps.id,
  subcategoryId: null,
  brandId: null,
  attributes: [],
  stock: [{ shopId: s.shop.atyrau.id, count: 50 }],
})

const lines = (view: { lines: { product: { article: string }; quantity: number }[] }) =>
  view.lines.map((line) => [line.product.article, line.quantity])
const items = (view: { items: { product: { article: string }; quantity: number }[] }) =>
  view.items.map((item) => [item.product.article, item.quantity])

describe('a product with a 90-character article', () => {
  scenario(
    'made in the back office, is found by the cart, favourites, orders and order files',
    async (s: StandardScenario) => {
      expect(LONG).toHaveLength(90)
      loginAs(s.user.editor)
      expect(await saveAdminProduct({ input: productForm(s, LONG) })).toMatchObject({
        article: LONG,
      })

      loginAs(s.user.aigerim)
      // The cart: add, merge a guest's lines, price a guest's cart, remove.
      const add = (raw: unknown) => addToMyCart(parseInput(cartAddInput, raw))
      expect(lines(await add({ article: LONG }))).toEqual([[LONG, 1]])
      const merged = await mergeIntoMyCart(
        parseInput(cartLinesInput, { items: [{ product: LONG, quantity: 3 }] })
      )
      expect([lines(merged), merged.skipped]).toEqual([[[LONG, 3]], []])
      const guestCart = await previewCart(
        parseInput(cartLinesInput, { items: [{ product: LONG, quantity: 2 }] })
      )
      expect([lines(guestCart), guestCart.skipped]).toEqual([[[LONG, 2]], []])
      expect(
        lines(await removeFromMyCart(parseInput(cartRemovalInput, { article: LONG })))
      ).toEqual([])

      // Favourites by article.
      const favorite = await addMyFavorite(parseInput(favoriteInput, { product: LONG }))
      expect(favorite).toMatchObject({ created: true, favorite: { product: { article: LONG } } })
      expect((await listMyFavorites()).results.map((f) => f.product.article)).toEqual([LONG])

      // A draft by article, a line added by article, a pasted order file filling it; placed.
      const draft = await createDraftOrder(
        parseInput(draftOrderInput, { items: [{ product: LONG, quantity: 2 }] })
      )
      expect(items(draft)).toEqual([[LONG, 2]])
      const added = await addOrderItems(
        draft.id,
        parseInput(addOrderItemsInput, { items: [{ product: LONG, quantity: 1 }] })
      )
      expect(items(added)).toEqual([[LONG, 3]])
      const file = await uploadOrderFile(
        draft.id,
        parseInput(orderTextInput, { text: `${LONG}\t4` })
      )
      const filled = await fillDraftFromFile(draft.id, file.id, { replace: true, force: false })
      expect(filled.rows).toEqual([
        expect.objectContaining({ article: LONG, quantity: 4, result: 'added' }),
      ])
      const placed = await placeOrder(
        draft.id,
        parseInput(placeOrderInput, { shop: s.shop.atyrau.id })
      )
      expect([placed.status, items(placed)]).toEqual(['placed', [[LONG, 4]]])

      // The account checkout names the chosen cart lines by article.
      await add({ article: LONG, quantity: 5 })
      const checkedOut = await checkoutCart(
        parseInput(cartCheckoutInput, {
          articles: [LONG],
          fulfilment: 'pickup',
          shop: s.shop.atyrau.id,
          paymentType: s.paymentType.cash.id,
          name: 'Айгерим',
          phone: '+7 701 234 56 78',
          email: 'aigerim@example.kz',
        }),
        null
      )
      expect([checkedOut.status, items(checkedOut)]).toEqual(['placed', [[LONG, 5]]])

      // A guest's order names its products by article too.
      mockCurrentUser(null)
      const guest = await placeGuestOrder(
        parseInput(guestOrderInput, {
          name: 'Асель',
          email: 'asel@example.kz',
          phoneNumber: '8 (701) 555 44 33',
          items: [{ product: LONG, quantity: 1 }],
          shop: s.shop.atyrau.id,
          privacyPolicyAccepted: true,
        }),
        { ip: '10.9.0.1' }
      )
      expect(items(guest)).toEqual([[LONG, 1]])
    }
  )

  scenario(
    'one character over the limit is refused by the form and names nothing in a lookup',
    async (s: StandardScenario) => {
      const tooLong = `${LONG}${'X'.repeat(ARTICLE_MAX - LONG.length + 1)}`
      loginAs(s.user.editor)
      await expect(saveAdminProduct({ input: productForm(s, tooLong) })).rejects.toMatchObject({
        fields: { article: [tooLongMessage(ARTICLE_MAX)] },
      })
      await saveAdminProduct({ input: productForm(s, LONG) })
      const found = await activeProductIdsByArticle([` ${LONG} `, tooLong])
      expect([...found.keys()]).toEqual([LONG])
      await expect(
        addToMyCart(parseInput(cartAddInput, { article: LONG.slice(0, 64) }))
      ).rejects.toThrow(InvalidInputError)
    }
  )

  scenario(
    'one of 94 characters loaded by the products import is found by article too',
    async (s: StandardScenario) => {
      const imported = `${LONG}-IMP`
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'akv-long-article-'))
      const file = path.join(folder, 'products.csv')
      fs.writeFileSync(
        file,
        [
          'Артикул;Наименование;Категория;Цена;Остаток Атырау',
          `${imported};Насос из таблицы;Насосы;45 000;5`,
          `${imported.padEnd(ARTICLE_MAX + 1, 'X')};Слишком длинный;Насосы;45 000;5`,
        ].join('\n')
      )
      try {
        const refused = await importProductFile(file)
        expect(refused.plan.rows[1].errors).toEqual([
          `Артикул: ${inSentence(tooLongMessage(ARTICLE_MAX))}`,
        ])
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split('\n').slice(0, 2).join('\n'))
        expect((await importProductFile(file)).written).toBe(true)
      } finally {
        fs.rmSync(folder, { recursive: true, force: true })
      }
      loginAs(s.user.aigerim)
      const cart = await addToMyCart(parseInput(cartAddInput, { article: imported }))
      expect(lines(cart)).toEqual([[imported, 1]])
    }
  )
})
