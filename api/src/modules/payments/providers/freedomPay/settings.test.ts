import { FAKE_GATEWAY_PATH, freedomPaySettings, servesFakeGateway } from './settings'

const REAL = {
  FREEDOM_PAY_MERCHANT_ID: '555555',
  FREEDOM_PAY_SECRET_KEY: 'k9Zq-real-looking-key',
  FREEDOM_PAY_TEST_MODE: '0',
  FREEDOM_PAY_GATEWAY_URL: 'https://api.freedompay.kz/',
}
const FAKE = {
  FREEDOM_PAY_MERCHANT_ID: '100000',
  FREEDOM_PAY_TEST_MODE: '1',
  FREEDOM_PAY_GATEWAY_URL: FAKE_GATEWAY_PATH,
}

describe('Freedom Pay settings', () => {
  it('takes real credentials anywhere, the trailing slash of the gateway dropped', () => {
    expect(freedomPaySettings({ ...REAL, NODE_ENV: 'production' })).toEqual({
      available: true,
      freedomPay: {
        merchantId: '555555',
        secretKey: 'k9Zq-real-looking-key',
        testMode: false,
        gatewayUrl: 'https://api.freedompay.kz',
        fake: false,
      },
    })
  })

  it('uses the fake gateway in development, tests and the demo, never in a real production', () => {
    expect(freedomPaySettings({ ...FAKE, NODE_ENV: 'development' })).toMatchObject({
      available: true,
      freedomPay: { fake: true, testMode: true },
    })
    expect(servesFakeGateway({ ...FAKE, NODE_ENV: 'production', SHOP_DEMO: '1' })).toBe(true)
    expect(freedomPaySettings({ ...FAKE, NODE_ENV: 'production' })).toEqual({
      available: false,
      reason: 'production is configured with the fake gateway',
    })
    expect(servesFakeGateway({ ...FAKE, NODE_ENV: 'production' })).toBe(false)
  })

  it('never takes the fake gateway key from the environment (issue 28 §1: it is generated)', () => {
    const settings = freedomPaySettings({
      ...FAKE,
      FREEDOM_PAY_SECRET_KEY: 'fake-gateway-key-not-a-secret',
      NODE_ENV: 'development',
    })
    expect(settings).toMatchObject({ available: true, freedomPay: { fake: true, secretKey: '' } })
  })

  it('is unavailable without every setting, or with a gateway that is not https in production', () => {
    for (const name of Object.keys(REAL).filter((n) => n !== 'FREEDOM_PAY_TEST_MODE')) {
      expect(freedomPaySettings({ ...REAL, [name]: ' ' }).available).toBe(false)
    }
    expect(
      freedomPaySettings({ ...REAL, FREEDOM_PAY_GATEWAY_URL: 'ftp://x', NODE_ENV: 'development' })
        .available
    ).toBe(false)
    expect(
      freedomPaySettings({
        ...REAL,
        FREEDOM_PAY_GATEWAY_URL: 'http://x.kz',
        NODE_ENV: 'production',
      }).available
    ).toBe(false)
  })
})
