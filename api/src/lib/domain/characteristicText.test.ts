import {
  characteristicUnitIn,
  characteristicValueIn,
  characteristicValueText,
  unitOfName,
} from './characteristicText'

describe('characteristicValueText (issue 30 §5)', () => {
  it('does not repeat a unit the name already carries', () => {
    expect(characteristicValueText({ name: 'Мощность, кВт', value: '0,048', unit: 'кВт' })).toBe(
      '0,048'
    )
    // The import wrote the unit into the value as well.
    expect(characteristicValueText({ name: 'Мощность, кВт', value: '0,048 кВт' })).toBe('0,048')
    expect(
      characteristicValueText({ name: 'Мощность, кВт', value: '0,048кВт', unit: 'КВТ.' })
    ).toBe('0,048')
  })

  it('adds the unit once when the name has none', () => {
    expect(characteristicValueText({ name: 'Мощность', value: '0,048', unit: 'кВт' })).toBe(
      '0,048 кВт'
    )
    expect(characteristicValueText({ name: 'Мощность', value: '0,048 кВт', unit: 'кВт' })).toBe(
      '0,048 кВт'
    )
    expect(characteristicValueText({ name: 'Страна', value: ' Германия ', unit: null })).toBe(
      'Германия'
    )
  })

  it('keeps the unit when the name names another one', () => {
    expect(characteristicValueText({ name: 'Напор, м', value: '6', unit: 'бар' })).toBe('6 бар')
  })

  it('never eats a word that only ends like the unit', () => {
    expect(characteristicValueText({ name: 'Вес, т', value: 'Ватт' })).toBe('Ватт')
    expect(characteristicValueText({ name: 'Мощность, кВт', value: 'кВт' })).toBe('кВт')
  })

  it('reads the unit after the last comma of a name', () => {
    expect(unitOfName('Диаметр, дюйм, мм')).toBe('мм')
    expect(unitOfName('Диаметр')).toBeNull()
    expect(unitOfName('Диаметр, ')).toBeNull()
  })
})

describe('characteristicValueIn (issue 33: the interface’s words in values, the maker’s words as data)', () => {
  it('gives Russian readers the value and unit as stored', () => {
    expect(characteristicValueIn('ru', { value: 'Да', unit: null })).toEqual({
      value: 'Да',
      unit: null,
      valueLang: 'ru',
    })
    expect(characteristicValueIn('ru', { value: '3', unit: 'м³/ч' }).unit).toBe('м³/ч')
  })

  it('writes the yes/no answers in Kazakh, whatever their case and spacing', () => {
    expect(characteristicValueIn('kk', { value: 'Да' })).toMatchObject({
      value: 'Иә',
      valueLang: 'kk',
    })
    expect(characteristicValueIn('kk', { value: ' нет ' })).toMatchObject({
      value: 'Жоқ',
      valueLang: 'kk',
    })
    expect(characteristicValueIn('kk', { value: 'Есть' })).toMatchObject({
      value: 'Бар',
      valueLang: 'kk',
    })
  })

  it('writes the vocabulary’s units in Kazakh, in the unit and after a number in the value', () => {
    expect(characteristicValueIn('kk', { value: '3,5', unit: 'м³/ч' })).toEqual({
      value: '3,5',
      unit: 'м³/сағ',
      valueLang: 'kk',
    })
    expect(characteristicValueIn('kk', { value: '4 чел' })).toMatchObject({
      value: '4 адам',
      valueLang: 'kk',
    })
    expect(characteristicUnitIn('kk', 'лет')).toBe('жыл')
    expect(characteristicUnitIn('kk', 'л/сут')).toBe('л/тәул')
    expect(characteristicUnitIn('kk', 'кВт')).toBe('кВт')
    expect(characteristicUnitIn('kk', null)).toBeNull()
  })

  it('leaves numbers, Latin and shared units unmarked', () => {
    for (const value of ['0,75', '1/2"', 'M-Bus', '60/100', 'LED', '45 кВт', '2,5 бар']) {
      expect([value, characteristicValueIn('kk', { value })]).toEqual([
        value,
        { value, unit: null, valueLang: 'kk' },
      ])
    }
  })

  it('leaves the maker’s Russian words as written, marked ru (a list is data too)', () => {
    for (const value of ['Двухконтурный', '1" ВР-НР', 'Уголь, дрова', 'Да, с таймером']) {
      expect([value, characteristicValueIn('kk', { value })]).toEqual([
        value,
        { value, unit: null, valueLang: 'ru' },
      ])
    }
  })
})
