import { bodyErrorAnswer, bodyErrorCode, INVALID_JSON } from './bodyErrors'

describe('bodyErrorAnswer', () => {
  it('answers an oversized upload and other bodies with their own limits', () => {
    expect(
      bodyErrorAnswer('FST_ERR_CTP_BODY_TOO_LARGE', 'multipart/form-data; boundary=x')
    ).toEqual({
      status: 413,
      detail: 'Слишком большой запрос: не больше 6 МБ (файл — до 5 МБ).',
    })
    expect(bodyErrorAnswer('FST_ERR_CTP_BODY_TOO_LARGE', 'application/json')).toEqual({
      status: 413,
      detail: 'Слишком большой запрос: не больше 1 МБ.',
    })
  })

  it('names an unsupported type, cut short', () => {
    const answer = bodyErrorAnswer('FST_ERR_CTP_INVALID_MEDIA_TYPE', `x/${'y'.repeat(500)}`)
    expect(answer?.status).toBe(415)
    expect(answer?.detail.length).toBeLessThan(160)
  })

  it('refuses broken JSON as 400 and leaves other errors alone', () => {
    const syntax = Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 })
    expect(bodyErrorCode(syntax)).toBe(INVALID_JSON)
    expect(bodyErrorAnswer(bodyErrorCode(syntax), 'application/json')).toEqual({
      status: 400,
      detail: 'Тело запроса — не JSON.',
    })
    expect(bodyErrorCode(new SyntaxError('from a service'))).toBeUndefined()
    expect(bodyErrorAnswer('FST_ERR_CTP_EMPTY_JSON_BODY', 'application/json')?.status).toBe(400)
    expect(bodyErrorAnswer('SOMETHING_ELSE', 'application/json')).toBeNull()
    expect(bodyErrorAnswer(undefined, undefined)).toBeNull()
  })
})
