import { leadOriginOf, productArticleOf } from './leadOrigin'

describe('where a lead came from (issue 30 §3)', () => {
  it('names the product: the article sent, or the product page it was sent from', () => {
    expect(productArticleOf({ productArticle: 'GR-1', page: '/contacts' })).toBe('GR-1')
    expect(productArticleOf({ page: '/catalog/product/GR-HJ-JPB-5-24' })).toBe('GR-HJ-JPB-5-24')
    expect(productArticleOf({ page: '/catalog/product/%D0%90-1/' })).toBe('А-1')
    expect(productArticleOf({ page: '/catalog/product/%E0%A4%A' })).toBeNull()
    expect(productArticleOf({ page: '/catalog/v2' })).toBeNull()
    expect(productArticleOf({})).toBeNull()
  })

  it('links an order’s lead to the staff order page', () => {
    expect(leadOriginOf({ source: 'guest_order', orderId: 11, orderNumber: 'A-000011' })).toEqual({
      label: 'Заказ A-000011',
      href: '/admin/orders/11',
    })
  })

  it('links a callback to its product or page', () => {
    expect(
      leadOriginOf({
        source: 'callback',
        page: '/catalog/product/GR-1',
        productName: 'Насос GR-1',
      })
    ).toEqual({ label: 'Товар Насос GR-1 (арт. GR-1)', href: '/catalog/product/GR-1' })
    expect(leadOriginOf({ source: 'callback', productArticle: 'A B' })).toEqual({
      label: 'Товар (арт. A B)',
      href: '/catalog/product/A%20B',
    })
    expect(leadOriginOf({ source: 'callback', page: '/contacts' })).toEqual({
      label: 'Страница /contacts',
      href: '/contacts',
    })
    // Never a link to another site, whatever a row holds.
    expect(leadOriginOf({ source: 'callback', page: '//evil.example' })).toEqual({
      label: 'Страница //evil.example',
      href: null,
    })
  })

  it('says when nothing is known', () => {
    expect(leadOriginOf({ source: 'callback' })).toEqual({
      label: 'Форма «Перезвоните мне» (страница не записана)',
      href: null,
    })
    expect(leadOriginOf({ source: 'account_order', orderId: null })).toEqual({
      label: 'Заказ удалён',
      href: null,
    })
  })
})
