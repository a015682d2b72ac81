import {
  FAKE_GATEWAY_PATH,
  FAKE_INSTALLMENT_TERMS,
  freedomPaySettings,
  servesFakeGateway,
} from './settings'

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
        installment: null,
        installmentProblem: null,
      },
    })
  })

  describe('installments (issue 34 §2)', () => {
    it('are off on a real gateway until the contract bounds are set', () => {
      expect(freedomPaySettings(REAL)).toMatchObject({ freedomPay: { installment: null } })
      expect(
        freedomPaySettings({
          ...REAL,
          FREEDOM_PAY_INSTALLMENT_MIN: '10000',
          FREEDOM_PAY_INSTALLMENT_MAX: '1500000',
        })
      ).toMatchObject({ freedomPay: { installment: { min: 10_000, max: 1_500_000 } } })
    })

    it('take the demo bounds on the fake gateway unless set', () => {
      expect(freedomPaySettings(FAKE)).toMatchObject({
        freedomPay: { installment: FAKE_INSTALLMENT_TERMS, installmentProblem: null },
      })
      expect(
        freedomPaySettings({
          ...FAKE,
          FREEDOM_PAY_INSTALLMENT_MIN: '50000',
          FREEDOM_PAY_INSTALLMENT_MAX: '60000',
        })
      ).toMatchObject({ freedomPay: { installment: { min: 50_000, max: 60_000 } } })
    })

    it('are off, with the reason, when the bounds cannot be read (card payment stays)', () => {
      expect(
        freedomPaySettings({
          ...FAKE,
          FREEDOM_PAY_INSTALLMENT_MIN: '2000000',
          FREEDOM_PAY_INSTALLMENT_MAX: '6000',
        })
      ).toMatchObject({
        available: true,
        freedomPay: {
          installment: null,
          installmentProblem: expect.stringContaining('FREEDOM_PAY_INSTALLMENT_MIN/MAX'),
        },
      })
      expect(freedomPaySettings({ ...REAL, FREEDOM_PAY_INSTALLMENT_MIN: '6000' })).toMatchObject({
        available: true,
        freedomPay: { installment: null },
      })
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
