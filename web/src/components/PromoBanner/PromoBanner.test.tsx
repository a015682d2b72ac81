import { act, render, screen, waitFor } from '@redwoodjs/testing/web'

import { DEMO_PROMO_BLOCK } from 'src/components/SiteContent/SiteContent.mock'
import { mockSiteBlocks } from 'src/components/SiteFooter/SiteFooter.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import PromoBanner, { isPromoShown, PULSE_EVERY_MS, PULSE_FOR_MS } from './PromoBanner'

const TITLE = 'Бесплатная доставка при покупке от 10 000 ₸'
// SPEC §1: the offer runs until 01.01.2025 (Astana time, UTC+5).
const OFFER_ENDS = '2025-01-01T00:00:00+05:00'

const setClock = (iso: string) => jest.spyOn(Date, 'now').mockReturnValue(new Date(iso).getTime())

describe('PromoBanner (SPEC §1/§9 promo banner)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the offer, linked to its page, while it runs', async () => {
    setClock('2024-12-31T18:59:59+05:00')
    mockSiteBlocks({ promo_banner: { validUntil: OFFER_ENDS } })
    render(<PromoBanner />)
    const banner = await screen.findByRole('complementary', { name: 'Акция' })
    expect(banner).toContainElement(screen.getByRole('link', { name: TITLE }))
    expect(screen.getByRole('link', { name: TITLE })).toHaveAttribute('href', '/delivery')
  })

  it("asks only whether it is on until the clock is the shopper's (the build and adoption agree)", () => {
    const block = { isActive: true, validUntil: OFFER_ENDS }
    expect(isPromoShown(block, null)).toBe(true)
    expect(isPromoShown({ ...block, isActive: false }, null)).toBe(false)
    expect(isPromoShown(block, new Date(OFFER_ENDS).getTime())).toBe(false)
    expect(isPromoShown(block, new Date(OFFER_ENDS).getTime() - 1)).toBe(true)
  })

  it('is gone once the offer date has come', async () => {
    setClock('2025-01-01T00:00:00+05:00')
    const answered = jest.fn()
    mockGraphQLQuery('SiteContentQuery', () => {
      answered()
      return {
        contacts: null,
        advantages: null,
        promoBanner: { ...DEMO_PROMO_BLOCK, validUntil: OFFER_ENDS },
      }
    })
    render(<PromoBanner />)
    await waitFor(() => expect(answered).toHaveBeenCalled())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('complementary', { name: 'Акция' })).not.toBeInTheDocument()
  })

  it('is gone when the editors switched it off, and runs forever without a date', async () => {
    setClock('2030-06-01T12:00:00+05:00')
    mockSiteBlocks({ promo_banner: { isActive: false, validUntil: null } })
    const { unmount } = render(<PromoBanner />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
    unmount()

    mockSiteBlocks({ promo_banner: { validUntil: null, data: {} } })
    render(<PromoBanner />)
    const banner = await screen.findByRole('complementary', { name: 'Акция' })
    // Without a link in its data the title is plain text.
    expect(banner).toHaveTextContent(TITLE)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('pulses every 15 s for 1 s', async () => {
    mockSiteBlocks({ promo_banner: { validUntil: null } })
    jest.useFakeTimers()
    try {
      const mounted = Date.now()
      render(<PromoBanner />)
      const banner = await screen.findByRole('complementary', { name: 'Акция' })
      // Finding it let the fake clock run a little; count from the mount.
      act(() => jest.advanceTimersByTime(PULSE_EVERY_MS - (Date.now() - mounted) - 1))
      expect(banner).not.toHaveClass('promo-banner--pulse')
      act(() => jest.advanceTimersByTime(1))
      expect(banner).toHaveClass('promo-banner--pulse')
      act(() => jest.advanceTimersByTime(PULSE_FOR_MS))
      expect(banner).not.toHaveClass('promo-banner--pulse')
      act(() => jest.advanceTimersByTime(PULSE_EVERY_MS - PULSE_FOR_MS - 1))
      expect(banner).not.toHaveClass('promo-banner--pulse')
      act(() => jest.advanceTimersByTime(1))
      expect(banner).toHaveClass('promo-banner--pulse')
    } finally {
      jest.useRealTimers()
    }
    expect([PULSE_EVERY_MS, PULSE_FOR_MS]).toEqual([15_000, 1_000])
  })

  it('marks a Russian fallback title lang="ru" on a Kazakh page, and no Kazakh title (issue 33)', async () => {
    setClock('2024-12-31T12:00:00+05:00')
    await loadCatalog('kk')
    mockSiteBlocks({ promo_banner: { validUntil: OFFER_ENDS } })
    const { unmount } = render(
      <AtPage href="/kk">
        <PromoBanner />
      </AtPage>
    )
    expect(await screen.findByRole('link', { name: TITLE })).toHaveAttribute('lang', 'ru')
    unmount()

    const KAZAKH = '10 000 ₸-ден бастап сатып алғанда тегін жеткізу'
    mockSiteBlocks({ promo_banner: { title: KAZAKH, titleLang: 'kk', validUntil: OFFER_ENDS } })
    render(
      <AtPage href="/kk">
        <PromoBanner />
      </AtPage>
    )
    expect(await screen.findByRole('link', { name: KAZAKH })).not.toHaveAttribute('lang')
  })
})
