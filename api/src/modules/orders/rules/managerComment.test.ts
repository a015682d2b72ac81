import { managerCommentOf } from './managerComment'

describe('managerCommentOf', () => {
  it('is the last staff comment, trimmed; the buyer’s, the gateway’s and empty ones are not the manager’s', () => {
    expect(
      managerCommentOf([
        { actor: 'guest', comment: 'Позвоните после обеда' },
        { actor: 'staff', comment: 'Соберём завтра' },
        { actor: 'gateway', comment: 'Оплачено через Freedom Pay' },
        { actor: 'staff', comment: '  Привезём в четверг  ' },
        { actor: 'staff', comment: '   ' },
      ])
    ).toBe('Привезём в четверг')
    expect(managerCommentOf([{ actor: 'customer', comment: 'Отменяю' }])).toBeNull()
    expect(managerCommentOf([])).toBeNull()
  })
})
