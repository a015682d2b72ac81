import { render } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import { usePriceBreakWords } from './usePriceBreakWords'

const pump = [
  { minQuantity: 10, price: 9500 },
  { minQuantity: 50, price: 9000 },
]

/** The hook's words as a component on the page at `href` takes them (the shop's providers around). */
const wordsAt = (href: string) => {
  let words: ReturnType<typeof usePriceBreakWords> | null = null
  const Probe = () => {
    words = usePriceBreakWords()
    return null
  }
  render(
    <AtPage href={href}>
      <Probe />
    </AtPage>
  )
  return words!
}

describe('usePriceBreakWords', () => {
  beforeAll(() => loadCatalog('kk'))

  it('reads «от N шт. — price за шт.» with the product’s unit on a Russian page', () => {
    const { breakText } = wordsAt('/catalog/product/P-1')
    expect(breakText({ minQuantity: 10, price: 9500 }, 'шт')).toBe('от 10 шт. — 9 500 ₸ за шт.')
    expect(breakText({ minQuantity: 100, price: 450.5 }, 'м')).toBe('от 100 м — 450,50 ₸ за м')
    expect(breakText({ minQuantity: 5, price: 12000 })).toBe('от 5 шт. — 12 000 ₸ за шт.')
  })

  it('reads «ещё N шт. до цены X ₸», and nothing at the top break or without breaks', () => {
    const { nextBreakText } = wordsAt('/catalog')
    expect(nextBreakText([{ minQuantity: 10, price: 38000 }], 7)).toBe('ещё 3 шт. до цены 38 000 ₸')
    expect(nextBreakText(pump, 12, 'шт')).toBe('ещё 38 шт. до цены 9 000 ₸')
    expect(nextBreakText(pump, 0, 'м')).toBe('ещё 10 м до цены 9 500 ₸')
    expect(nextBreakText(pump, 50)).toBeNull()
    expect(nextBreakText([], 1)).toBeNull()
  })

  it('says the same in Kazakh on a Kazakh page: «дана», metric units alike', () => {
    const { breakText, nextBreakText } = wordsAt('/kk/catalog/product/P-1')
    expect(breakText({ minQuantity: 10, price: 9500 }, 'шт')).toBe(
      '10 дана және одан көп — 9 500 ₸ / дана'
    )
    expect(breakText({ minQuantity: 100, price: 450.5 }, 'м')).toBe(
      '100 м және одан көп — 450,50 ₸ / м'
    )
    expect(nextBreakText(pump, 7, 'шт')).toBe('тағы 3 дана алсаңыз — бағасы 9 500 ₸')
    expect(nextBreakText(pump, 50)).toBeNull()
  })
})
