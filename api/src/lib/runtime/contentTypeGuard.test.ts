import { isSuspiciousContentType } from './contentTypeGuard'

describe('isSuspiciousContentType', () => {
  it('lets ordinary content types through', () => {
    for (const header of [
      undefined,
      'application/json',
      'application/json; charset=utf-8',
      'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
      'text/plain;charset=UTF-8',
    ]) {
      expect(isSuspiciousContentType(header)).toBe(false)
    }
  })

  it('refuses a tab or other control character (CVE-2026-25223) and repeated headers', () => {
    for (const header of [
      'application/json\t; charset=utf-8',
      'application/json\t',
      'text/plain\u0000',
      'application/x-www-form-urlencoded\r\n',
      'application/json\u007f',
      ['application/json', 'text/plain'],
    ]) {
      expect(isSuspiciousContentType(header)).toBe(true)
    }
  })
})
