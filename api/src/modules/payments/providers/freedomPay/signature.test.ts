import fc from 'fast-check'

import {
  fieldsOf,
  hasValidSignature,
  parseXmlFields,
  scriptNameOf,
  signatureBase,
  signatureOf,
  signFields,
  toXml,
  type PgFields,
} from './signature'

/** md5('s;a;k'), computed with md5sum. */
const MD5_OF_S_A_K = 'f07133a85c21c3ef8622bcfa52c27132'

describe('pg_sig as documented', () => {
  it('joins script, values sorted by name and the key (paybox.ru init_payment example)', () => {
    const fields = fieldsOf({
      pg_order_id: '23',
      pg_merchant_id: '1234',
      pg_amount: '25',
      pg_description: 'test',
      pg_salt: 'molbulak',
    })
    expect(signatureBase('init_payment.php', fields, 'KEY')).toBe(
      'init_payment.php;25;test;1234;23;molbulak;KEY'
    )
  })

  it('flattens nested tags sorted in their place (paybox.money merchant-to-paybox example)', () => {
    const fields: PgFields = [
      ['pg_salt', '9imM909TH820jwk387'],
      ['pg_t_param', 'value3'],
      ['pg_a_param', 'value1'],
      [
        'pg_z_param',
        [
          ['pg_q_subparam', 'subvalue2'],
          ['pg_m_subparam', 'subvalue1'],
        ],
      ],
      ['pg_b_param', 'value2'],
    ]
    expect(signatureBase('script.php', fields, 'mypasskey')).toBe(
      'script.php;value1;value2;9imM909TH820jwk387;value3;subvalue1;subvalue2;mypasskey'
    )
  })

  it('is md5 in lower-case hex and leaves pg_sig out', () => {
    const fields = fieldsOf({ pg_salt: 'a', pg_sig: 'whatever' })
    // md5('s;a;k')
    expect(signatureOf('s', fields, 'k')).toBe(MD5_OF_S_A_K)
    expect(signatureOf('s', fields, 'k')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('names the script from the last slash, without the query', () => {
    expect(scriptNameOf('https://api.freedompay.kz/init_payment.php')).toBe('init_payment.php')
    expect(scriptNameOf('https://shop.kz/api/v1/payment/freedom-pay/result?x=1')).toBe('result')
    expect(scriptNameOf('result')).toBe('result')
  })
})

const name = fc.stringMatching(/^pg_[a-z_]{1,12}$/)
const value = fc.string({ maxLength: 20 })
const flat = fc.array(fc.tuple(name, value), { maxLength: 8 }) as fc.Arbitrary<PgFields>
const key = fc.string({ minLength: 1, maxLength: 20 })

describe('sign and verify (properties)', () => {
  it('a signed message verifies under its script and key', () => {
    fc.assert(
      fc.property(flat, key, (fields, secret) =>
        hasValidSignature('result', signFields('result', fields, secret), secret)
      )
    )
  })

  it('verification ignores the order the fields came in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, value), { selector: ([n]) => n }),
        key,
        (fields, secret) => {
          const signed = signFields('check', fields as PgFields, secret)
          return hasValidSignature('check', [...signed].reverse(), secret)
        }
      )
    )
  })

  it('a changed value, another key or another script fails', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(name, value), { selector: ([n]) => n, minLength: 1 }),
        key,
        fc.nat(),
        value,
        (fields, secret, index, other) => {
          const signed = signFields('result', fields as PgFields, secret)
          const at = index % fields.length
          fc.pre(signed[at][1] !== other)
          const tampered = signed.map((field, i) =>
            i === at ? ([field[0], other] as [string, string]) : field
          ) as PgFields
          return (
            !hasValidSignature('result', tampered, secret) &&
            !hasValidSignature('result', signed, `${secret}x`) &&
            !hasValidSignature('check', signed, secret)
          )
        }
      )
    )
  })

  it('refuses a missing, repeated or malformed pg_sig', () => {
    const signed = signFields('result', fieldsOf({ pg_salt: 'x', pg_amount: '10' }), 'k')
    const sig = signed.find(([n]) => n === 'pg_sig')!
    expect(hasValidSignature('result', signed.slice(0, -1), 'k')).toBe(false)
    expect(hasValidSignature('result', [...signed, sig], 'k')).toBe(false)
    expect(hasValidSignature('result', [...signed.slice(0, -1), ['pg_sig', 'zz']], 'k')).toBe(false)
    // Upper-case hex is the same signature.
    expect(
      hasValidSignature(
        'result',
        [...signed.slice(0, -1), ['pg_sig', String(sig[1]).toUpperCase()]],
        'k'
      )
    ).toBe(true)
  })
})

/** Characters XML 1.0 cannot carry at all. */
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/

describe('XML answers', () => {
  it('round-trips any text, escaped', () => {
    fc.assert(
      fc.property(flat, (fields) => {
        // XML 1.0 cannot carry most control characters; the gateway's answers have none.
        fc.pre(fields.every(([, v]) => !NOT_IN_XML.test(String(v))))
        const parsed = parseXmlFields(toXml(fields))
        return JSON.stringify(parsed) === JSON.stringify(fields.map(([n, v]) => [n, v]))
      })
    )
  })

  it('reads the documented init_payment answer, nested tags included', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<response>
    <pg_status>ok</pg_status>
    <pg_payment_id>4567788</pg_payment_id>
    <pg_redirect_url>https://api.paybox.ru/pay.html?customer=4983&amp;x=1</pg_redirect_url>
    <pg_refund_payments><pg_refund_payment><pg_amount>-10</pg_amount></pg_refund_payment></pg_refund_payments>
    <pg_empty/>
    <pg_salt>bdwLavL9lg6It91b</pg_salt>
</response>`
    expect(parseXmlFields(xml)).toEqual([
      ['pg_status', 'ok'],
      ['pg_payment_id', '4567788'],
      ['pg_redirect_url', 'https://api.paybox.ru/pay.html?customer=4983&x=1'],
      ['pg_refund_payments', [['pg_refund_payment', [['pg_amount', '-10']]]]],
      ['pg_empty', ''],
      ['pg_salt', 'bdwLavL9lg6It91b'],
    ])
  })

  it('refuses what is not plain XML', () => {
    for (const bad of [
      '',
      'ok',
      '<response><pg_status>ok</pg_status>',
      '<response><pg_status>ok</pg_other></response>',
      '<response><a x="1">v</a></response>',
      '<response><![CDATA[x]]></response>',
      '<response></response><more/>',
    ]) {
      expect(parseXmlFields(bad)).toBeNull()
    }
  })
})
