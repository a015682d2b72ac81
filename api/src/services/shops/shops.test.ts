import { setRequestTextLocale } from 'src/lib/textLocale'

import { listShops, Shop, shopAddress } from './shops'

const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('shops', () => {
  scenario('are listed by position', async () => {
    const rows = await listShops()
    expect(rows.map((s) => s.name)).toEqual(['Атырау', 'Актобе'])
    expect(rows[1]).toMatchObject({ phone: null, workingHours: 'Ежедневно с 9:00 до 18:00' })
  })

  scenario('filter the shops where a guest may order', async () => {
    expect((await listShops({ isCanOrderByGuest: true })).map((s) => s.name)).toEqual(['Атырау'])
    expect((await listShops({ isCanOrderByGuest: false })).map((s) => s.name)).toEqual(['Актобе'])
  })

  it('nest the address as shop.address.address', () => {
    const root = { address: 'г. Атырау, ул. Сатпаева, 17', city: 'Атырау' }
    expect(shopAddress(root)).toEqual(root)
    expect(Shop.address({}, info(root))).toEqual({ ...root, addressLang: 'ru' })
  })

  it('give the street address in Kazakh where written (issue 33), the city as it is', () => {
    const root = {
      address: 'г. Атырау, ул. Сатпаева, 17',
      addressKk: 'Атырау қ., Сәтбаев к-сі, 17',
      city: 'Атырау',
    }
    setRequestTextLocale('kk')
    expect(Shop.address({}, info(root))).toEqual({
      address: 'Атырау қ., Сәтбаев к-сі, 17',
      addressLang: 'kk',
      city: 'Атырау',
    })
    expect(Shop.address({}, info({ ...root, addressKk: ' ' }))).toMatchObject({
      address: 'г. Атырау, ул. Сатпаева, 17',
      addressLang: 'ru',
    })
    setRequestTextLocale('ru')
    expect(Shop.address({}, info(root))).toMatchObject({
      address: 'г. Атырау, ул. Сатпаева, 17',
      addressLang: 'ru',
    })
  })

  it('answer a raw row (an order’s pickup shop) in the request’s language, never null', () => {
    const raw = {
      nameForGuest: 'Магазин в Актобе',
      nameForGuestKk: 'Ақтөбедегі дүкен',
      workingHours: 'Ежедневно с 9:00 до 18:00',
      workingHoursKk: '',
    }
    const read = () => ({
      nameForGuest: Shop.nameForGuest!({}, info(raw)),
      nameForGuestLang: Shop.nameForGuestLang!({}, info(raw)),
      workingHours: Shop.workingHours!({}, info(raw)),
      workingHoursLang: Shop.workingHoursLang!({}, info(raw)),
    })
    setRequestTextLocale('kk')
    expect(read()).toEqual({
      nameForGuest: 'Ақтөбедегі дүкен',
      nameForGuestLang: 'kk',
      workingHours: 'Ежедневно с 9:00 до 18:00',
      workingHoursLang: 'ru',
    })
    setRequestTextLocale('ru')
    expect(read()).toMatchObject({ nameForGuest: 'Магазин в Актобе', nameForGuestLang: 'ru' })
  })
})
