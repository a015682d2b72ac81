import { contentDisposition, orderFileDownloadPath } from './download'

describe('contentDisposition', () => {
  it('keeps a plain name in both forms', () => {
    expect(contentDisposition('order.csv')).toBe(
      `attachment; filename="order.csv"; filename*=UTF-8''order.csv`
    )
  })

  it('encodes Cyrillic, quotes and newlines so the header stays one safe line', () => {
    const header = contentDisposition('Заказ "срочно"\r\nX-Evil: 1;(v2)\'.xlsx')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header).toMatch(
      /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]*$/
    )
    const fallback = /filename="([^"]*)"/.exec(header)![1]
    expect(fallback).toBe("_____ __________X-Evil: 1_(v2)'.xlsx")
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1]
    expect(decodeURIComponent(encoded)).toBe('Заказ "срочно"\r\nX-Evil: 1;(v2)\'.xlsx')
  })

  it('never answers an empty fallback', () => {
    expect(contentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''file`)
  })
})

describe('orderFileDownloadPath', () => {
  it('points at the REST download call', () => {
    expect(orderFileDownloadPath(7, 42)).toBe('/api/v1/order/7/files/42/download/')
  })
})
