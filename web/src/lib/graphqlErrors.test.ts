import { errorCodeOf, errorDetailsOf, logFailure, shopMessageOf } from './graphqlErrors'

const apollo = (message: string, extensions?: Record<string, unknown>) => ({
  message,
  graphQLErrors: [{ message, extensions }],
})

describe('graphql errors', () => {
  it('reads the typed code and the Russian message', () => {
    const error = apollo('Товар не найден.', { code: 'NOT_FOUND' })
    expect(errorCodeOf(error)).toBe('NOT_FOUND')
    expect(shopMessageOf(error, 'Сбой')).toBe('Товар не найден.')
  })

  it('falls back for network failures and untyped errors', () => {
    expect(errorCodeOf(new Error('Failed to fetch'))).toBeNull()
    expect(shopMessageOf(new Error('Failed to fetch'), 'Сбой сети')).toBe('Сбой сети')
    expect(shopMessageOf(apollo('Unexpected error.'), 'Сбой')).toBe('Сбой')
  })

  it('hands over the details of a conflict', () => {
    expect(errorDetailsOf(apollo('Нет', { code: 'CONFLICT', applied: false }))).toEqual({
      code: 'CONFLICT',
      applied: false,
    })
    expect(errorDetailsOf(null)).toEqual({})
  })
})

describe('route params', () => {
  it('decodes Cyrillic names and keeps malformed ones', async () => {
    const { decodeRouteParam } = await import('./links')
    expect(decodeRouteParam('%D0%91%D0%B0%D0%BA%D0%B8')).toBe('Баки')
    expect(decodeRouteParam('%E0%A4%A')).toBe('%E0%A4%A')
    expect(decodeRouteParam(undefined)).toBeUndefined()
  })

  it('logs a failure but not a NOT_FOUND answer', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    logFailure('news item', apollo('Новость не найдена.', { code: 'NOT_FOUND' }))
    expect(log).not.toHaveBeenCalled()
    const down = new Error('Failed to fetch')
    logFailure('news item', down)
    expect(log).toHaveBeenCalledWith('news item', down)
    log.mockRestore()
  })
})
