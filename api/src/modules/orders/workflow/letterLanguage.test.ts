import type { User } from '@prisma/client'
import { currentUserFixture } from 'testing/testUsers'

import { db } from 'src/lib/db'
import { parseInput } from 'src/lib/input'
import { cartCheckoutInput, guestCheckoutInput } from 'src/modules/orders/rules/checkout'
import { installmentTerms } from 'src/modules/payments'

import { checkoutCart } from './checkout'
import { checkoutAsGuest } from './guestCheckout'
import type { StandardScenario } from './letterLanguage.scenarios'
import { transitionOrder } from './transition'

/*
 * A buyer receives their letters and notifications in their language (issue
 * 33), on real PostgreSQL: an account's language is its `locale`, set by a
 * checkout from a /kk page; a guest's is the page's they ordered on. Russian
 * stays the default for whoever sends no language.
 */

const loginAs = (user: User) =>
  mockCurrentUser(currentUserFixture({ id: user.id, email: user.email, role: user.role }))

const contact = { name: 'Айгерим', phone: '8 701 555 44 33', email: 'aigerim@example.kz' }

const lettersTo = async (to: string) =>
  (await db.outboxMessage.findMany({ where: { kind: 'mail' }, orderBy: { id: 'asc' } }))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((letter) => letter.to === to)

const ordersMailboxLetters = async () => lettersTo('orders@akvatoria.kz')

/** The shop confirms the order, as a manager's move does. */
const confirm = (orderId: number, comment = '') =>
  db.$transaction(async (tx) => {
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } })
    await transitionOrder(tx, order, { to: 'confirmed', actor: 'staff', actorId: null, comment })
  })

jest.setTimeout(30_000)

describe('a customer who reads Kazakh', () => {
  scenario(
    'ordering from a /kk page makes the account Kazakh: the placed letter, the notification and the status news are Kazakh',
    async (scenario: StandardScenario) => {
      loginAs(scenario.user.aigerim)
      const view = await checkoutCart(
        parseInput(cartCheckoutInput, {
          ...contact,
          articles: ['FT-20'],
          fulfilment: 'pickup',
          shop: scenario.shop.aktobe.id,
          paymentType: scenario.paymentType.cash.id,
          locale: 'kk',
        }),
        installmentTerms()
      )
      expect(
        await db.user.findUniqueOrThrow({ where: { id: scenario.user.aigerim.id } })
      ).toMatchObject({ locale: 'kk' })

      const [placed] = await lettersTo('aigerim@example.kz')
      expect(placed.subject).toBe(`${view.number} тапсырысы рәсімделді — Акватория`)
      expect(placed.text).toMatch(/^Сәлеметсіз бе!\n\n/)
      expect(placed.text).toContain('1. Фитинг FT-20 (арт. FT-20) — 2 × 3\u00a0000\u00a0₸')
      expect(placed.text).toContain('Барлығы: 6\u00a0000\u00a0₸')
      expect(placed.text).toContain(`/kk/order?id=${view.id}`)
      // The orders mailbox still reads Russian.
      const [staff] = await ordersMailboxLetters()
      expect(staff.subject).toMatch(/^Новый заказ /)

      await confirm(view.id, 'Ертең алып кетіңіз')
      const notices = await db.notification.findMany({
        where: { userId: scenario.user.aigerim.id },
        orderBy: { id: 'asc' },
      })
      expect(notices.map((n) => [n.kind, n.title, n.link])).toEqual([
        [
          'order_placed',
          `${view.number} тапсырысы рәсімделді`,
          '/kk/personal-account?tab=currentorders',
        ],
        [
          'order_status',
          `${view.number} тапсырысы расталды`,
          '/kk/personal-account?tab=currentorders',
        ],
      ])
      expect(notices[1].body).toContain('Менеджердің түсініктемесі: Ертең алып кетіңіз')
      const letters = await lettersTo('aigerim@example.kz')
      expect(letters).toHaveLength(2)
      expect(letters[1].subject).toBe(`${view.number} тапсырысы расталды — Акватория`)
    }
  )

  scenario(
    'a customer whose profile says Kazakh gets Kazakh letters from a checkout that names no language',
    async (scenario: StandardScenario) => {
      await db.user.update({ where: { id: scenario.user.aigerim.id }, data: { locale: 'kk' } })
      loginAs(scenario.user.aigerim)
      const view = await checkoutCart(
        parseInput(cartCheckoutInput, {
          ...contact,
          articles: ['FT-20'],
          fulfilment: 'pickup',
          shop: scenario.shop.aktobe.id,
          paymentType: scenario.paymentType.cash.id,
        }),
        installmentTerms()
      )
      const [placed] = await lettersTo('aigerim@example.kz')
      expect(placed.subject).toBe(`${view.number} тапсырысы рәсімделді — Акватория`)
    }
  )

  scenario('without a language everything stays Russian', async (scenario: StandardScenario) => {
    loginAs(scenario.user.aigerim)
    const view = await checkoutCart(
      parseInput(cartCheckoutInput, {
        ...contact,
        articles: ['FT-20'],
        fulfilment: 'pickup',
        shop: scenario.shop.aktobe.id,
        paymentType: scenario.paymentType.cash.id,
      }),
      installmentTerms()
    )
    const [placed] = await lettersTo('aigerim@example.kz')
    expect(placed.subject).toBe(`Заказ ${view.number} оформлен — Акватория`)
    expect(placed.text).toContain(`/order?id=${view.id}`)
    expect(placed.text).not.toContain('/kk/')
    const [notice] = await db.notification.findMany({ where: { userId: scenario.user.aigerim.id } })
    expect(notice.title).toBe(`Заказ ${view.number} оформлен`)
    expect(notice.link).toBe('/personal-account?tab=currentorders')
  })
})

describe('a guest who ordered on a /kk page', () => {
  scenario(
    'gets the placed letter and the status letter in Kazakh, with the Kazakh order page',
    async (scenario: StandardScenario) => {
      mockCurrentUser(null)
      const view = await checkoutAsGuest(
        parseInput(guestCheckoutInput, {
          name: 'Айгерим',
          phone: '8 701 555 44 33',
          email: 'guest@example.kz',
          privacyPolicyAccepted: true,
          items: [{ product: 'NS-100', quantity: 1 }],
          fulfilment: 'delivery',
          city: 'Атырау',
          address: 'ул. Абая, 7',
          paymentType: scenario.paymentType.cash.id,
          locale: 'kk',
        }),
        { ip: '198.51.100.9' },
        installmentTerms()
      )
      expect(await db.order.findUniqueOrThrow({ where: { id: view.id } })).toMatchObject({
        locale: 'kk',
      })
      const [placed] = await lettersTo('guest@example.kz')
      expect(placed.subject).toBe(`${view.number} тапсырысы рәсімделді — Акватория`)
      expect(placed.text).toContain('Жеткізу: Атырау, ул. Абая, 7')
      expect(placed.text).toContain('Жеткізу құны: Тегін')
      expect(placed.text).toContain('/kk/my-orders?token=')
      expect(placed.text).toContain('/kk/my-orders бетінен табуға болады')

      await confirm(view.id)
      const letters = await lettersTo('guest@example.kz')
      expect(letters).toHaveLength(2)
      expect(letters[1].subject).toBe(`${view.number} тапсырысы расталды — Акватория`)
      expect(letters[1].text).toContain(
        'Дүкен тапсырысты растады. Оны курьерге тапсырғанда хабарлаймыз.'
      )
    }
  )
})
