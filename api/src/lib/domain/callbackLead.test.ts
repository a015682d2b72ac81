import { parseCallbackLead } from './callbackLead'

describe('parseCallbackLead (SPEC §5 application form)', () => {
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
      lead: {
        username: 'Ерлан',
        phone: '+77771234567',
        email: 'erlan@mail.kz',
        comment: 'Нужен котёл',
        agreement: true,
      },
    })
    expect(parseCallbackLead({ username: 'Ерлан', phone: '87771234567', email: '' })).toEqual({
      lead: {
        username: 'Ерлан',
        phone: '+77771234567',
        email: null,
        comment: '',
        agreement: false,
      },
    })
  })

  it('answers the exact SPEC messages', () => {
    expect(parseCallbackLead({})).toEqual({
      fields: { username: ['Обязательное поле!'], phone: ['Поле обязательно к заполнению'] },
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
        agreement: ['Обязательное поле!'],
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
})
