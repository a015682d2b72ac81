import { InvalidInputError } from './errors'

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
