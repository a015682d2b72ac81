import { ConflictError, InvalidInputError } from './errors'

describe('InvalidInputError', () => {
  it('tells GraphQL callers the field messages and keeps them by field for REST', () => {
    const error = new InvalidInputError({ ordering: ['Недопустимое значение сортировки «x».'] })
    expect(error.message).toBe('Недопустимое значение сортировки «x».')
    expect(error.fields).toEqual({ ordering: ['Недопустимое значение сортировки «x».'] })
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' })
  })

  it('falls back to a general message without field messages', () => {
    expect(new InvalidInputError({}).message).toBe('Проверьте правильность введённых данных')
  })
})

describe('ConflictError', () => {
  it('carries what the caller needs to resolve it, for GraphQL and REST', () => {
    const error = new ConflictError('Недостаточно товара.', { items: [{ id: 1 }] })
    expect(error.status).toBe(409)
    expect(error.details).toEqual({ items: [{ id: 1 }] })
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', items: [{ id: 1 }] })
  })
})
