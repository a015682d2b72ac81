import { REQUIRED_MESSAGE, tooLongMessage } from './contactFields'
import { integerRangeMessage } from './inputFields'
import { installmentOutsideMessage, installmentProblem } from './installment'
import { KERNEL_MESSAGES } from './kernelMessages'
import { sharedMessageOf } from './messageKeys'
import { stockMessage } from './orderLineLimits'
import { PHONE_INCOMPLETE_MESSAGE } from './phone'

describe('the keys of the shared messages (issue 33)', () => {
  it('finds a plain message by its Russian text', () => {
    expect(sharedMessageOf(REQUIRED_MESSAGE, KERNEL_MESSAGES)).toEqual({
      key: 'required',
      values: {},
    })
    expect(sharedMessageOf('Обязательное поле.', KERNEL_MESSAGES)?.key).toBe('required')
    expect(sharedMessageOf(PHONE_INCOMPLETE_MESSAGE, KERNEL_MESSAGES)?.key).toBe('phoneIncomplete')
  })

  it('finds a message that takes values, with the values as the rule wrote them', () => {
    expect(sharedMessageOf(tooLongMessage(150), KERNEL_MESSAGES)).toEqual({
      key: 'tooLong',
      values: { max: '150' },
    })
    expect(sharedMessageOf(integerRangeMessage(1, 100), KERNEL_MESSAGES)).toEqual({
      key: 'integerRange',
      values: { min: '1', max: '100' },
    })
    expect(sharedMessageOf(stockMessage(3), KERNEL_MESSAGES)).toEqual({
      key: 'stock',
      values: { count: '3' },
    })
  })

  it('reads the installment bounds out of the rule’s own reason', () => {
    const terms = { min: 6000, max: 2000000 }
    expect(installmentProblem(1000, terms)).toBe(installmentOutsideMessage(terms))
    expect(sharedMessageOf(installmentOutsideMessage(terms), KERNEL_MESSAGES)).toEqual({
      key: 'installmentOutside',
      values: { min: '6 000', max: '2 000 000 ₸' },
    })
  })

  it('knows nothing of a text no rule writes, nor of a message run into another', () => {
    expect(sharedMessageOf('Товар закончился', KERNEL_MESSAGES)).toBeNull()
    expect(sharedMessageOf(`${REQUIRED_MESSAGE}!`, KERNEL_MESSAGES)).toBeNull()
    expect(sharedMessageOf(`x ${tooLongMessage(5)}`, KERNEL_MESSAGES)).toBeNull()
  })

  it('gives every key one Russian wording per text (no two keys claim one text)', () => {
    const byText = new Map<string, string>()
    for (const { key, ru } of KERNEL_MESSAGES) {
      expect(byText.get(ru) ?? key).toBe(key)
      byText.set(ru, key)
    }
  })
})
