import userEvent from '@testing-library/user-event'

import { render, screen, waitFor, within } from '@redwoodjs/testing/web'

import { PRODUCT_PLACEHOLDER } from 'src/components/ProductImage/ProductImage'
import { UiContext } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { STORAGE_KEYS } from 'src/lib/storage'
import { retailUser } from 'src/testing/accountTestUser'
import { AtPage } from 'src/testing/InLanguage'
import { ShopTestProviders } from 'src/testing/ShopTestProviders'

import ProductDetails from './ProductDetails'
import {
  cartWithPump,
  guestPump,
  installmentTerms,
  loggedInPump,
  soldOutPump,
  soldOutTank,
  wholesalePump,
} from './ProductDetails.mock'

jest.mock('@redwoodjs/web/toast')

type Product = Parameters<typeof ProductDetails>[0]['product']

const show = (product: Product, cart = {}) =>
  render(
    <ShopTestProviders cart={cart}>
      <ProductDetails product={product} />
    </ShopTestProviders>
  )

const shops = () =>
  within(screen.getByRole('region', { name: 'Наличие в магазинах' })).getAllByRole('listitem')

describe('ProductDetails', () => {
  beforeEach(() => localStorage.clear())

  it('shows the price with spaces and ₸, the struck old price and the discount badge', () => {
    show(loggedInPump())
    expect(
      screen.getByRole('heading', { level: 1, name: 'Насос циркуляционный Grundfos UPS 25-40 180' })
    ).toBeInTheDocument()
    expect(screen.getByText('150 000 ₸')).toBeInTheDocument()
    const old = screen.getByText('180 000 ₸', { exact: false })
    expect(old.tagName).toBe('S')
    expect(old).toHaveTextContent('Старая цена: 180 000 ₸')
    // floor(100 × (1 − 150 000 / 180 000)) = 16
    expect(screen.getByLabelText('Скидка 16%')).toHaveTextContent('−16%')
  })

  it('names a wholesale price, gives retail for reference and lists the quantity breaks', () => {
    show(wholesalePump())
    expect(screen.getByText('Оптовая цена')).toBeInTheDocument()
    expect(screen.getByText('135 000 ₸')).toBeInTheDocument()
    expect(screen.getByText('Розничная цена: 150 000 ₸')).toBeInTheDocument()
    const breaks = screen.getByRole('region', { name: 'Цена от количества' })
    expect(
      within(breaks)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['от 5 шт. — 130 000 ₸ за шт.', 'от 10 шт. — 125 000 ₸ за шт.'])
  })

  it('lists the breaks of a retail shopper too, without any price-type words', () => {
    show({ ...loggedInPump(), priceBreaks: [{ minQuantity: 20, price: 140000 }] })
    expect(
      within(screen.getByRole('region', { name: 'Цена от количества' })).getByRole('listitem')
    ).toHaveTextContent('от 20 шт. — 140 000 ₸ за шт.')
    expect(screen.queryByText(/Розничная|Оптовая/)).not.toBeInTheDocument()
  })

  it('a guest or retail shopper without breaks sees no «Цена от количества»', () => {
    show(guestPump())
    expect(screen.queryByRole('region', { name: 'Цена от количества' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Розничная|Оптовая/)).not.toBeInTheDocument()
  })

  it.each([0, -1])('price %p reads «Цену уточняйте у менеджера» with no badge', (price) => {
    show({ ...loggedInPump(), currentPrice: price })
    expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.queryByText(/₸/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Скидка/)).not.toBeInTheDocument()
  })

  it('gives a logged-in shopper the total and the count in each shop', () => {
    show(loggedInPump())
    expect(screen.getByText('В наличии: 12 шт.')).toBeInTheDocument()
    const [atyrau, aktobe] = shops()
    expect(atyrau).toHaveTextContent('Магазин в Атырау')
    expect(atyrau).toHaveTextContent('г. Атырау, ул. Сатпаева, 17')
    expect(atyrau).toHaveTextContent('8 шт.')
    expect(aktobe).toHaveTextContent('Магазин в Актобе')
    expect(aktobe).toHaveTextContent('4 шт.')
  })

  it("writes every count in one form, in the product's own unit", () => {
    // Stored «шт» and the shop lines read alike: «12 шт.» and «8 шт.», never «12 шт».
    const pieces = show(loggedInPump())
    expect(screen.queryByText(/\d шт(?!\.)/)).not.toBeInTheDocument()
    pieces.unmount()
    show({ ...loggedInPump(), unit: 'м' })
    expect(screen.getByText('В наличии: 12 м')).toBeInTheDocument()
    expect(shops()[1]).toHaveTextContent('4 м')
  })

  it('gives a guest availability per shop without counts', () => {
    show(guestPump())
    expect(screen.queryByText(/шт\./)).not.toBeInTheDocument()
    expect(screen.getByText('В наличии', { selector: 'p' })).toBeInTheDocument()
    expect(shops().map((line) => line.lastElementChild?.textContent)).toEqual([
      'В наличии',
      'В наличии',
    ])
  })

  it('says «Нет в наличии» for a sold-out product and falls back where data is missing', () => {
    show(soldOutTank())
    expect(screen.getByText('Нет в наличии', { selector: 'p' })).toBeInTheDocument()
    expect(shops().every((line) => line.textContent?.endsWith('Нет в наличии'))).toBe(true)
    expect(screen.getByText('Цену уточняйте у менеджера')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Ёмкость пластиковая Акватек 1000 л' })).toHaveAttribute(
      'src',
      PRODUCT_PLACEHOLDER
    )
    expect(screen.getByText('Характеристики уточняйте у менеджера.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Описание' })).not.toBeInTheDocument()
    expect(screen.queryByText('Бренд')).not.toBeInTheDocument()
    // Price on request: a manager's matter, no arrival letter.
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).not.toBeInTheDocument()
  })

  describe('«Можно в рассрочку» (issue 34 §2)', () => {
    it('shows under a price within the bounds, once they have come', async () => {
      mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())
      show(loggedInPump())
      expect(await screen.findByText('Можно в рассрочку')).toBeInTheDocument()
    })

    it('shows nothing for a price outside, a price on request, or while installments are off', async () => {
      const asked = jest.fn()
      mockGraphQLQuery('InstallmentTermsQuery', () => {
        asked()
        return installmentTerms(6000, 100000)
      })
      const { unmount } = show(loggedInPump())
      await waitFor(() => expect(asked).toHaveBeenCalled())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText('Можно в рассрочку')).not.toBeInTheDocument()
      unmount()
      mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())
      const second = show(soldOutTank())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText('Можно в рассрочку')).not.toBeInTheDocument()
      second.unmount()
      mockGraphQLQuery('InstallmentTermsQuery', () => ({ installmentTerms: null }))
      show(loggedInPump())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.queryByText('Можно в рассрочку')).not.toBeInTheDocument()
    })
  })

  it('offers «Сообщить о поступлении» only for a priced product no shop has', () => {
    show(loggedInPump())
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).not.toBeInTheDocument()
  })

  it('a guest gives an address and consent, and reads where the letter will go', async () => {
    mockCurrentUser(null)
    const asked = jest.fn()
    mockGraphQLMutation('AskForArrivalMutation', ({ input }) => {
      asked(input)
      return {
        askForArrival: {
          id: 5,
          email: input.email,
          message: `Готово: мы напишем на ${input.email}, когда товар поступит в продажу.`,
        },
      }
    })
    show(soldOutPump())
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }))
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить о поступлении' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сообщить мне' }))
    expect(await within(dialog).findAllByText('Обязательное поле')).toHaveLength(2)
    expect(asked).not.toHaveBeenCalled()
    await userEvent.type(within(dialog).getByLabelText('E-mail'), ' Guest@Mail.kz ')
    await userEvent.click(within(dialog).getByRole('checkbox'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сообщить мне' }))
    expect(
      await screen.findByText(
        'Готово: мы напишем на guest@mail.kz, когда товар поступит в продажу.'
      )
    ).toHaveAttribute('role', 'status')
    expect(asked).toHaveBeenCalledWith({
      article: soldOutPump().article,
      email: 'guest@mail.kz',
      agreement: true,
      // The page's language: the arrival letter is written in it.
      locale: 'ru',
    })
  })

  it("a customer is told at the account address; the api's refusal is shown as it says it", async () => {
    mockCurrentUser(retailUser({ id: 7, email: 'aigerim@example.kz' }))
    mockGraphQLMutation('AskForArrivalMutation', (_variables, { ctx }) => {
      ctx.errors([
        { message: 'Товар уже в наличии: его можно заказать.', extensions: { code: 'CONFLICT' } },
      ])
      return null
    })
    show(soldOutPump())
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }))
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить о поступлении' })
    expect(dialog).toHaveTextContent('Письмо придёт на aigerim@example.kz')
    expect(within(dialog).queryByLabelText('E-mail')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сообщить мне' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Товар уже в наличии: его можно заказать.'
    )
  })

  it('links the breadcrumbs and the brand to the catalogue', () => {
    show(loggedInPump())
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }))
    expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/precatalog')
    expect(crumbs.getByRole('link', { name: 'Насосное оборудование' })).toHaveAttribute(
      'href',
      `/precatalog/${encodeURIComponent('Насосное оборудование')}`
    )
    expect(crumbs.getByRole('link', { name: 'Циркуляционные насосы' })).toHaveAttribute(
      'href',
      `/catalog/v2?${new URLSearchParams({
        category__name: 'Насосное оборудование',
        subcategory__name: 'Циркуляционные насосы',
      })}`
    )
    expect(screen.getByRole('link', { name: 'Grundfos' })).toHaveAttribute(
      'href',
      '/catalog/v2?brand__name=Grundfos'
    )
    expect(screen.getByText('GR-UPS-25-40')).toBeInTheDocument()
  })

  it('shows the description paragraphs and the characteristics with units', () => {
    show(loggedInPump())
    const description = screen.getByRole('region', { name: 'Описание' })
    expect(within(description).getAllByText(/./, { selector: 'p' })).toHaveLength(2)
    const table = screen.getByRole('table')
    expect(within(table).getByRole('rowheader', { name: 'Напор' }).nextSibling).toHaveTextContent(
      '4 м'
    )
    expect(
      within(table).getByRole('rowheader', { name: 'Мощность' }).nextSibling
    ).toHaveTextContent('60 Вт')
  })

  it("does not repeat a unit the characteristic's name carries (issue 30 §5)", () => {
    show({
      ...loggedInPump(),
      characteristics: [{ name: 'Мощность, кВт', value: '0,048', unit: 'кВт' }],
    })
    const cell = within(screen.getByRole('table')).getByRole('rowheader', {
      name: 'Мощность, кВт',
    }).nextSibling
    expect(cell).toHaveTextContent(/^0,048$/)
  })

  it('adds to the cart and says how many are already there', async () => {
    const add = jest.fn().mockResolvedValue(undefined)
    show(loggedInPump(), { add, cart: cartWithPump() })
    expect(screen.getByRole('status')).toHaveTextContent('В корзине: 2 шт.')
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect(add).toHaveBeenCalledWith('GR-UPS-25-40')
  })

  it('lets a buyer with quantity breaks choose how many to add and tells the next break', async () => {
    const setQuantity = jest.fn().mockResolvedValue(undefined)
    const add = jest.fn().mockResolvedValue(undefined)
    // Wholesale: 135 000 ₸, from 5 pieces 130 000 ₸, from 10 pieces 125 000 ₸; 2 in the cart.
    show(wholesalePump(), { add, setQuantity, cart: cartWithPump() })
    expect(screen.getByText('ещё 2 шт. до цены 130 000 ₸')).toBeInTheDocument()
    const field = screen.getByLabelText('Количество')
    expect(field).toHaveValue(1)
    await userEvent.clear(field)
    await userEvent.type(field, '4')
    // 2 held + 4 chosen reach the first break; the second is 4 pieces away.
    expect(screen.getByText('ещё 4 шт. до цены 125 000 ₸')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }))
    expect(setQuantity).toHaveBeenCalledWith('GR-UPS-25-40', 6)
    expect(add).not.toHaveBeenCalled()
  })

  it('gives a buyer without breaks no quantity field and no break note', () => {
    show(guestPump())
    expect(screen.queryByLabelText('Количество')).not.toBeInTheDocument()
    expect(screen.queryByText(/^ещё /)).not.toBeInTheDocument()
  })

  it('blocks «В корзину» while the cart is busy', () => {
    show(loggedInPump(), { loading: true })
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeDisabled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('toggles compare under the subcategory', async () => {
    show(loggedInPump())
    await userEvent.click(screen.getByRole('button', { name: 'Сравнить' }))
    expect(screen.getByRole('button', { name: 'В сравнении' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.compare)!)).toEqual({
      'Циркуляционные насосы': ['GR-UPS-25-40'],
    })
  })

  it('«Перезвоните мне» asks for a call about this product (issue 30 §3)', async () => {
    const openCallbackAbout = jest.fn()
    const product = guestPump()
    render(
      <ShopTestProviders>
        <UiContext.Provider
          value={{ openLogin: jest.fn(), openCallback: jest.fn(), openCallbackAbout }}
        >
          <ProductDetails product={product} />
        </UiContext.Provider>
      </ShopTestProviders>
    )
    await userEvent.click(screen.getByRole('button', { name: 'Перезвоните мне' }))
    expect(openCallbackAbout).toHaveBeenCalledWith(product.article)
  })

  it('opens another product at its first photo', async () => {
    const { rerender } = show(loggedInPump())
    await userEvent.click(screen.getByRole('button', { name: 'Фото 2 из 2' }))
    const other = {
      ...loggedInPump(),
      id: 8,
      article: 'WL-STAR-25-6',
      name: 'Насос циркуляционный Wilo Star-RS 25/6',
    }
    rerender(
      <ShopTestProviders>
        <ProductDetails product={other} />
      </ShopTestProviders>
    )
    expect(screen.getByRole('button', { name: 'Фото 1 из 2' })).toHaveAttribute(
      'aria-current',
      'true'
    )
  })

  describe('on a Kazakh page (issue 33)', () => {
    beforeAll(() => loadCatalog('kk'))

    const showKazakh = (product: Product) =>
      render(
        <AtPage href={`/kk/catalog/product/${product.article}`}>
          <ShopTestProviders>
            <ProductDetails product={product} />
          </ShopTestProviders>
        </AtPage>
      )

    it('reads Kazakh and its trail and brand lead to Kazakh pages', async () => {
      mockGraphQLQuery('InstallmentTermsQuery', () => installmentTerms())
      showKazakh(loggedInPump())
      const crumbs = within(screen.getByRole('navigation', { name: 'Навигация тізбегі' }))
      expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute(
        'href',
        '/kk/precatalog'
      )
      expect(crumbs.getByRole('link', { name: 'Насосное оборудование' })).toHaveAttribute(
        'href',
        `/kk/precatalog/${encodeURIComponent('Насосное оборудование')}`
      )
      expect(screen.getByRole('link', { name: 'Grundfos' })).toHaveAttribute(
        'href',
        '/kk/catalog/v2?brand__name=Grundfos'
      )
      expect(screen.getByRole('button', { name: 'Себетке' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Салыстыру' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Дүкендердегі қалдық' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Сипаттамалары' })).toBeInTheDocument()
      expect(await screen.findByText('Бөліп төлеуге болады')).toBeInTheDocument()
      expect(screen.queryByText(/рассрочку/)).not.toBeInTheDocument()
    })

    it('marks each Russian fallback lang="ru" and no Kazakh text; counts in «дана»', () => {
      showKazakh({
        ...loggedInPump(),
        name: 'Grundfos UPS 25-40 180 айналымдық сорғысы',
        nameLang: 'kk',
        characteristics: [
          { name: 'Арын', nameLang: 'kk', value: '4', unit: 'м' },
          { name: 'Мощность', nameLang: 'ru', value: '60', unit: 'Вт' },
          { name: 'Құрғақ жүрістен қорғау', nameLang: 'kk', value: 'Бар', valueLang: 'kk' },
          { name: 'Корпус', nameLang: 'ru', value: 'Чугун', valueLang: 'ru' },
        ],
      })
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
      // The description has no Kazakh text: the Russian one, marked.
      expect(
        screen.getByText(/Циркуляционный насос для систем отопления/).parentElement
      ).toHaveAttribute('lang', 'ru')
      expect(screen.getByRole('rowheader', { name: 'Мощность' })).toHaveAttribute('lang', 'ru')
      expect(screen.getByRole('rowheader', { name: 'Арын' })).not.toHaveAttribute('lang')
      // A value in the maker's Russian words is marked; the interface's «Бар» is not.
      expect(screen.getByRole('cell', { name: 'Чугун' })).toHaveAttribute('lang', 'ru')
      expect(screen.getByRole('cell', { name: 'Бар' })).not.toHaveAttribute('lang')
      // The gallery describes the pictures in the name's language: Kazakh, unmarked.
      for (const picture of document.querySelectorAll('.product-gallery img')) {
        expect(picture).not.toHaveAttribute('lang')
      }
      expect(document.querySelector('.product-details__stock')).toHaveTextContent('12 дана')
      expect(screen.getAllByText('8 дана').length).toBeGreaterThan(0)
    })

    it('reads the wholesale quantity breaks and stepper in Kazakh', () => {
      showKazakh(wholesalePump())
      expect(screen.getByText('5 дана және одан көп — 130 000 ₸ / дана')).toBeInTheDocument()
      expect(screen.getByText('тағы 4 дана алсаңыз — бағасы 130 000 ₸')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Көбейту' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Азайту' })).toBeDisabled()
      expect(document.querySelector('.quantity-field__unit')).toHaveTextContent('дана')
    })

    it('offers «Түскенде хабарлау» for a sold-out product', () => {
      showKazakh(soldOutPump())
      expect(document.querySelector('.product-details__stock')).toHaveTextContent('Қоймада жоқ')
      expect(screen.getByRole('button', { name: 'Түскенде хабарлау' })).toBeInTheDocument()
    })
  })
})
