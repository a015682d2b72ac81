import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaders,
  PERMISSIONS_POLICY,
  securityHeadersOnSend,
  useSecurityHeaders,
} from './securityHeaders'

const lookup = (headers: Record<string, string>) => (name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]

describe('apiSecurityHeaders', () => {
  it('gives an answer without headers every default', () => {
    expect(apiSecurityHeaders(lookup({}))).toEqual({
      'content-security-policy': API_CONTENT_SECURITY_POLICY,
      'permissions-policy': PERMISSIONS_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    })
  })

  it('denies the camera, microphone, location, payment and hardware to every answer', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`)
    }
    expect(PERMISSIONS_POLICY).not.toMatch(/=\((?!\))/)
  })

  it('no api answer runs scripts, is framed or sets a base', () => {
    expect(API_CONTENT_SECURITY_POLICY).toContain("default-src 'none'")
    expect(API_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'")
    expect(API_CONTENT_SECURITY_POLICY).toContain("base-uri 'none'")
    expect(API_CONTENT_SECURITY_POLICY).not.toMatch(/script-src/)
  })

  it("keeps what a handler chose: media's own CSP, public caching", () => {
    const added = apiSecurityHeaders(
      lookup({
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'public, max-age=600',
      })
    )
    expect(added['content-security-policy']).toBeUndefined()
    expect(added['cache-control']).toBeUndefined()
    expect(added['x-content-type-options']).toBe('nosniff')
  })

  it('adds them in the fastify onSend hook', () => {
    const headers: Record<string, string> = { 'cache-control': 'public, max-age=300' }
    const reply = {
      getHeader: (name: string) => headers[name],
      headers: (values: Record<string, string>) => Object.assign(headers, values),
    }
    const done = jest.fn()
    securityHeadersOnSend({}, reply, 'payload', done)
    expect(done).toHaveBeenCalledWith(null, 'payload')
    expect(headers['cache-control']).toBe('public, max-age=300')
    expect(headers['x-frame-options']).toBe('DENY')
  })

  it('adds them to GraphQL answers, which set no Cache-Control of their own', () => {
    const response = new Response('{}', { headers: { 'content-type': 'application/json' } })
    const plugin = useSecurityHeaders()
    // @ts-expect-error only the response matters to this plugin
    plugin.onResponse?.({ response })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY)
    expect(response.headers.get('content-type')).toBe('application/json')
  })
})
