import { cityIn } from './cityNames'

describe('cityIn (a city as a Kazakh page writes it)', () => {
  it('writes the known cities in Kazakh, whatever their case and spacing', () => {
    expect(cityIn('kk', 'Актобе')).toBe('Ақтөбе')
    expect(cityIn('kk', ' уральск ')).toBe('Орал')
    expect(cityIn('kk', 'Кульсары')).toBe('Құлсары')
    expect(cityIn('kk', 'Атырау')).toBe('Атырау')
  })

  it('leaves Russian pages and unknown cities as stored', () => {
    expect(cityIn('ru', 'Актобе')).toBe('Актобе')
    expect(cityIn('kk', 'Хромтау')).toBe('Хромтау')
  })
})
