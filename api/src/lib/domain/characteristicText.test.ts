import { characteristicValueText, unitOfName } from './characteristicText'

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
