import { InvalidInputError } from '../errors'

import { isSitePath, parseNotificationDraft } from './notificationDraft'

const fieldsOf = (draft: Parameters<typeof parseNotificationDraft>[0]) => {
  try {
    parseNotificationDraft(draft)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError)
    return (error as InvalidInputError).fields
  }
  throw new Error('expected InvalidInputError')
}

describe('isSitePath', () => {
  it.each([
    '/',
    '/personal-account?tab=currentorders',
    '/order/12',
    '/precatalog/Насосное оборудование',
  ])('accepts %p', (link) => expect(isSitePath(link)).toBe(true))

  it.each([
    '',
    'order/12',
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/order\\12',
    '/a\u007f',
  ])('refuses %p', (link) => expect(isSitePath(link)).toBe(false))
})

describe('parseNotificationDraft', () => {
  it('trims texts, defaults body to empty and an empty link to null', () => {
    expect(
      parseNotificationDraft({ kind: ' order_placed ', title: '  Заказ №12 оформлен ', link: ' ' })
    ).toEqual({ kind: 'order_placed', title: 'Заказ №12 оформлен', body: '', link: null })
    expect(
      parseNotificationDraft({ kind: 'info', title: 'Т', body: ' Текст ', link: '/order/12/' })
    ).toEqual({ kind: 'info', title: 'Т', body: 'Текст', link: '/order/12/' })
  })

  it('takes a title of 1 to 200 characters, counted as characters', () => {
    expect(parseNotificationDraft({ kind: 'info', title: 'ё'.repeat(200) }).title).toHaveLength(200)
    expect(parseNotificationDraft({ kind: 'info', title: '🚚'.repeat(200) }).title).toBe(
      '🚚'.repeat(200)
    )
    expect(fieldsOf({ kind: 'info', title: 'я'.repeat(201) })).toEqual({
      title: ['Убедитесь, что это значение содержит не более 200 символов.'],
    })
    expect(fieldsOf({ kind: 'info', title: '   ' })).toEqual({
      title: ['Это поле не может быть пустым.'],
    })
  })

  it('names every bad field at once', () => {
    expect(
      Object.keys(fieldsOf({ kind: 'Order Placed', title: '', link: 'https://evil.example' }))
    ).toEqual(['kind', 'title', 'link'])
    expect(Object.keys(fieldsOf({ kind: '', title: 'x' }))).toEqual(['kind'])
  })
})
