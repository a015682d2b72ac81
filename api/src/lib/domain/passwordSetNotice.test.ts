import {
  PASSWORD_CHANGED,
  passwordSetNotice,
  STAFF_INVITATION_ACCEPTED,
  STAFF_PASSWORD_CHANGED,
} from './passwordSetNotice'

describe('passwordSetNotice', () => {
  it('tells an invited staff member the back office is now theirs', () => {
    for (const role of ['manager', 'editor', 'admin']) {
      expect(passwordSetNotice({ role, emailConfirmedAt: null })).toEqual({
        detail: STAFF_INVITATION_ACCEPTED,
        backOffice: true,
      })
    }
    expect(STAFF_INVITATION_ACCEPTED).toMatch(/панель управления/)
  })

  it('leads staff who recovered a password back to the back office', () => {
    expect(passwordSetNotice({ role: 'manager', emailConfirmedAt: new Date() })).toEqual({
      detail: STAFF_PASSWORD_CHANGED,
      backOffice: true,
    })
  })

  it('sends a shopper to log in, with no word of the back office', () => {
    for (const role of ['customer', 'vip']) {
      for (const emailConfirmedAt of [null, new Date()]) {
        expect(passwordSetNotice({ role, emailConfirmedAt })).toEqual({
          detail: PASSWORD_CHANGED,
          backOffice: false,
        })
      }
    }
  })
})
