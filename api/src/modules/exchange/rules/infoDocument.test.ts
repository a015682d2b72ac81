import { infoDocument } from './infoDocument'
import { escapeXml, renderXml, schemaVersionOf } from './xml'

describe('the shop’s lists for 1C (mode=info)', () => {
  const xml = renderXml(
    infoDocument({
      paymentTypes: [
        { id: 1, name: 'Наличными при получении', kind: 'on_receipt' },
        { id: 2, name: 'По счёту <юрлицам>', kind: 'invoice' },
        { id: 3, name: 'Картой онлайн', kind: 'online' },
      ],
    }),
    'utf-8'
  )

  it('statuses (the tag with a Latin C, as 1C-Bitrix writes it), payment systems, delivery services', () => {
    // The root is the Справочник itself, as 1C-Bitrix answers.
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Справочник>\n')).toBe(true)
    expect(xml).not.toContain('КоммерческаяИнформация')
    expect(xml).toContain('<\u0043\u0442\u0430\u0442\u0443\u0441\u044b>')
    expect(xml).not.toContain('<Статусы>')
    expect(xml).toContain(
      '<Элемент>\n\t\t\t<Ид>placed</Ид>\n\t\t\t<Название>Оформлен</Название>\n\t\t</Элемент>'
    )
    expect(xml).not.toContain('<Ид>draft</Ид>')
    expect(xml).toContain(
      '<Название>По счёту &lt;юрлицам&gt;</Название>\n\t\t\t<ТипОплаты>Безналичный расчет</ТипОплаты>'
    )
    expect(xml).toContain('<ТипОплаты>Эквайринговая операция</ТипОплаты>')
    expect(xml).toContain('<ТипОплаты>Наличный расчет</ТипОплаты>')
    expect(xml).toContain('<Ид>pickup</Ид>\n\t\t\t<Название>Самовывоз из магазина</Название>')
    expect(xml).toContain('<Ид>delivery</Ид>\n\t\t\t<Название>Доставка</Название>')
  })
})

describe('xml text', () => {
  it('escapes markup and drops what XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'\u0001\uffff\ud800`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;'
    )
    expect(escapeXml('😀 қ')).toBe('😀 қ')
  })

  it('schema versions: 2.xx as asked, else 2.08', () => {
    expect(schemaVersionOf('2.10')).toBe('2.10')
    expect(schemaVersionOf(undefined)).toBe('2.08')
    expect(schemaVersionOf('3')).toBe('2.08')
  })
})
