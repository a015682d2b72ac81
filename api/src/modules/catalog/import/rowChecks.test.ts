import { tooLongMessage } from 'src/lib/domain/contactFields'
import { INVALID_CHARACTERS_MESSAGE } from 'src/lib/domain/inputFields'
import {
  ARTICLE_MAX,
  ATTRIBUTE_VALUE_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  UNIT_MAX,
} from 'src/lib/domain/productFields'

import { rowDraft } from './plan.fixtures'
import { fieldProblemsOf } from './rowChecks'
import { inSentence } from './values'

const tooLong = (label: string, max: number) => `${label}: ${inSentence(tooLongMessage(max))}`

describe('fieldProblemsOf', () => {
  it('takes what the product form takes: a 90-character article among it', () => {
    expect(
      fieldProblemsOf(
        rowDraft({
          article: 'A'.repeat(90),
          name: 'Н'.repeat(NAME_MAX),
          description: 'Первая строка\nвторая',
          unit: 'компл.',
          attributes: [
            { name: 'Напор, м', value: '4', valueNumber: 4, unit: 'м' },
            { name: 'Цвет', remove: true },
          ],
        })
      )
    ).toEqual([])
  })

  it('refuses by the form’s limits and messages, each under its column', () => {
    expect(
      fieldProblemsOf(
        rowDraft({
          article: 'A'.repeat(ARTICLE_MAX + 1),
          name: 'Н'.repeat(NAME_MAX + 1),
          description: 'о'.repeat(DESCRIPTION_MAX + 1),
          unit: 'ш'.repeat(UNIT_MAX + 1),
          attributes: [
            {
              name: 'Цвет',
              value: 'к'.repeat(ATTRIBUTE_VALUE_MAX + 1),
              valueNumber: null,
              unit: null,
            },
          ],
        })
      )
    ).toEqual([
      tooLong('Артикул', ARTICLE_MAX),
      tooLong('Наименование', NAME_MAX),
      tooLong('Описание', DESCRIPTION_MAX),
      tooLong('Единица', UNIT_MAX),
      tooLong('Характеристика «Цвет»', ATTRIBUTE_VALUE_MAX),
    ])
  })

  it('refuses what the form refuses to show: C1 controls, direction marks', () => {
    expect(fieldProblemsOf(rowDraft({ article: 'NS\u202e1', description: 'a\u0085b' }))).toEqual([
      `Артикул: ${inSentence(INVALID_CHARACTERS_MESSAGE)}`,
      `Описание: ${inSentence(INVALID_CHARACTERS_MESSAGE)}`,
    ])
  })
})
