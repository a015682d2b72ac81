import { callbackLeadInput, isSitePath } from './callbackLead'
import { parseWith } from './inputFields'

const parseCallbackLead = (raw: unknown) => parseWith(callbackLeadInput, raw)

describe('callbackLeadInput (SPEC §5 application form)', () => {
  it('accepts the form, normalising the phone and e-mail', () => {
    expect(
      parseCallbackLead({
        username: ' Ерлан ',
        phone: '+7 (777) 123 45 67',
        email: ' Erlan@Mail.kz ',
        comment: 'Нужен котёл',
        agreement: true,
      })
    ).toEqual({
      data: {
        username: 'Ерлан',
        phone: '+77771234567',
        email: 'erlan@mail.kz',
        comment: 'Нужен котёл',
        agreement: true,
        page: null,
        article: null,
      },
    })
    expect(parseCallbackLead({ username: 'Ерлан', phone: '87771234567', email: '' })).toEqual({
      data: {
        username: 'Ерлан',
        phone: '+77771234567',
        email: null,
        comment: '',
        agreement: false,
        page: null,
        article: null,
      },
    })
  })

  it('keeps the page it was sent from (the path only) and the product’s article (issue 30 §3)', () => {
    const lead = { username: 'Ерлан', phone: '87771234567' }
    expect(
      parseCallbackLead({ ...lead, page: '/catalog/product/GR-1', article: ' GR-1 ' })
    ).toMatchObject({ data: { page: '/catalog/product/GR-1', article: 'GR-1' } })
    // A query may hold a token: never stored.
    expect(parseCallbackLead({ ...lead, page: '/new-password?token=secret#x' })).toMatchObject({
      data: { page: '/new-password' },
    })
    expect(parseCallbackLead({ ...lead, page: '', article: '' })).toMatchObject({
      data: { page: null, article: null },
    })
    for (const page of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
      '/x\u0000',
      '/' + 'a'.repeat(300),
    ]) {
      expect([page, parseCallbackLead({ ...lead, page })]).toEqual([
        page,
        { fields: { page: [expect.any(String)] } },
      ])
    }
    expect(parseCallbackLead({ ...lead, article: 'A'.repeat(101) })).toHaveProperty(
      'fields.article'
    )
    expect(isSitePath('/contacts')).toBe(true)
    expect(isSitePath('//contacts')).toBe(false)
  })

  it('answers the exact SPEC messages', () => {
    expect(parseCallbackLead({})).toEqual({
      fields: { username: ['Обязательное поле'], phone: ['Обязательное поле'] },
    })
    expect(
      parseCallbackLead({
        username: 'Ерлан',
        phone: '+7 (777) 123 45',
        email: 'erlan@',
        agreement: false,
      })
    ).toEqual({
      fields: {
        phone: ['Введите полный номер телефона'],
        email: ['Введите корректный E-mail'],
        agreement: ['Обязательное поле'],
      },
    })
    expect(
      parseCallbackLead({
        username: 'Я'.repeat(151),
        phone: '87771234567',
        comment: 'к'.repeat(2001),
      })
    ).toEqual({
      fields: {
        username: ['Убедитесь, что это поле содержит не более 150 символов.'],
        comment: ['Убедитесь, что это поле содержит не более 2000 символов.'],
      },
    })
  })

  it('refuses wrong types and hostile text instead of storing them', () => {
    const valid = { username: 'Ерлан', phone: '87771234567' }
    expect(parseCallbackLead({ ...valid, comment: 42 })).toEqual({
      fields: { comment: ['Введите текст.'] },
    })
    expect(parseCallbackLead({ ...valid, email: { $ne: '' } })).toEqual({
      fields: { email: ['Введите корректный E-mail'] },
    })
    expect(parseCallbackLead({ ...valid, username: 'Ер\u0000лан' })).toEqual({
      fields: {
        username: [
          'Поле содержит недопустимые символы (управляющие, непарные суррогаты или смену направления текста).',
        ],
      },
    })
    expect(parseCallbackLead({ ...valid, username: 'Ерлан\u202e' })).toHaveProperty(
      'fields.username'
    )
    expect(parseCallbackLead({ ...valid, comment: 'a\ud800' })).toHaveProperty('fields.comment')
    // Long text keeps its lines; a name has one.
    expect(parseCallbackLead({ ...valid, comment: 'две\nстроки\tтаб' })).toHaveProperty(
      'data.comment',
      'две\nстроки\tтаб'
    )
    expect(parseCallbackLead({ ...valid, username: 'Ер\nлан' })).toHaveProperty('fields.username')
    expect(parseCallbackLead({ ...valid, phone: 77771234567 })).toEqual({
      fields: { phone: ['Введите полный номер телефона'] },
    })
    expect(parseCallbackLead([valid])).toEqual({
      fields: { non_field_errors: ['Ожидается объект с полями.'] },
    })
    expect(parseCallbackLead(null)).toHaveProperty('fields.non_field_errors')
  })
})
