import fs from 'node:fs'
import path from 'node:path'

import { CONTENT_KIND_CONFIGS, CONTENT_KINDS } from '../../content/rules/contentAdmin'

import {
  AUDIT_ACTION_TITLES,
  AUDIT_ENTITY_CHOICES,
  AUDIT_ENTITY_TITLES,
  auditActionTitle,
  auditEntityText,
  auditFieldTitle,
} from './auditTitles'

const SRC = path.resolve(__dirname, '../../..')

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.ts$/.test(entry.name) && !/\.(test|scenarios)\.ts$/.test(entry.name) ? [file] : []
  })
}

/** The api's files that write audit entries, read as text. */
const auditing = sourceFiles(SRC)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .filter((text) => text.includes('recordAudit('))

const matches = (pattern: RegExp) =>
  new Set(auditing.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1])))

describe('audit titles', () => {
  it('titles every action the api writes (an `entity.verb` literal where recordAudit is called)', () => {
    // Actions are also passed around (`action` argument, ternaries): every such literal counts.
    const actions = matches(/'([a-z]+\.[a-z]+)'/g)
    expect(actions.size).toBeGreaterThanOrEqual(17)
    expect(actions).toContain('user.role')
    for (const action of actions)
      expect([action, AUDIT_ACTION_TITLES[action]]).toEqual([action, expect.any(String)])
  })

  it('titles every entity the api writes, content kinds included', () => {
    const entities = matches(/entity:\s*'([^']+)'/g)
    expect(entities).toContain('outboxMessage')
    expect(entities).toContain('callbackLead')
    for (const entity of [...entities, ...CONTENT_KINDS]) {
      expect([entity, AUDIT_ENTITY_TITLES[entity]?.one]).toEqual([entity, expect.any(String)])
    }
  })

  it('titles a Kazakh twin by its Russian field (issue 33)', () => {
    expect(auditFieldTitle('product', 'nameKk')).toBe(`${auditFieldTitle('product', 'name')} (каз)`)
    expect(auditFieldTitle('product', 'nameKk')).not.toBe('nameKk')
    expect(auditFieldTitle('product', 'unknownKk')).toBe('unknownKk')
  })

  it('titles every column of the content rows the editor stores whole', () => {
    const schema = fs.readFileSync(path.resolve(SRC, '../db/schema.prisma'), 'utf8')
    for (const kind of CONTENT_KINDS) {
      const model = CONTENT_KIND_CONFIGS[kind].table
      const body = new RegExp(`^model ${model} \\{([\\s\\S]*?)^\\}`, 'm').exec(schema)![1]
      const columns = [
        ...body.matchAll(/^\s+(\w+)\s+(?:String|Int|Boolean|DateTime|Json|Decimal|BigInt)\b/gm),
      ].map((match) => match[1])
      expect(columns.length).toBeGreaterThan(2)
      for (const column of columns) {
        expect([kind, column, auditFieldTitle(kind, column)]).not.toEqual([kind, column, column])
      }
    }
  })

  it('titles the fields of the other entries', () => {
    const fields: [string, string[]][] = [
      ['order', ['status', 'comment']],
      ['outboxMessage', ['state', 'nextAttemptAt']],
      ['user', ['email', 'role', 'isActive', 'group', 'vip']],
      [
        'product',
        [
          'article',
          'name',
          'description',
          'price',
          'oldPrice',
          'isActive',
          'isPopular',
          'isNew',
          'categoryId',
          'subcategoryId',
          'brandId',
          'attributes',
          'pictures',
          'importChanges',
        ],
      ],
      ['import', ['created', 'updated']],
      ['priceType', ['code', 'name', 'prices']],
      ['customerGroup', ['priceType']],
      ['callbackLead', ['status', 'note', 'handledBy', 'handledAt']],
    ]
    for (const [entity, names] of fields) {
      for (const name of names) expect(auditFieldTitle(entity, name)).not.toBe(name)
    }
    expect(auditFieldTitle('product', 'price')).toBe('Цена')
    expect(auditFieldTitle('user', 'role')).toBe('Роль')
    expect(auditFieldTitle('product', 'shop3')).toBe('Остаток, магазин №3')
    expect(auditFieldTitle('news', 'isPublished')).toBe('Показывается на сайте')
    expect(auditFieldTitle('news', 'title')).toBe('Заголовок')
  })

  it('reads an entry in Russian and keeps unknown codes', () => {
    expect(auditActionTitle('order.transition')).toBe('Смена статуса заказа')
    expect(auditActionTitle('robot.dance')).toBe('robot.dance')
    expect(auditActionTitle('toString')).toBe('toString')
    expect(auditEntityText('order', '12')).toBe('Заказ №12')
    expect(auditEntityText('outboxMessage', '5')).toBe('Сообщение №5')
    expect(auditEntityText('pages', 'delivery')).toBe('Страница «delivery»')
    expect(auditEntityText('import', 'prices.xlsx')).toBe('Файл импорта «prices.xlsx»')
    expect(auditEntityText('robot', '3')).toBe('robot №3')
    expect(auditFieldTitle('robot', 'wheels')).toBe('wheels')
  })

  it('offers each entity once in the filter, by its code', () => {
    const values = AUDIT_ENTITY_CHOICES.map((choice) => choice.value)
    expect(new Set(values).size).toBe(values.length)
    expect(AUDIT_ENTITY_CHOICES).toContainEqual({ value: 'order', label: 'Заказы' })
    expect(AUDIT_ENTITY_CHOICES).toContainEqual({ value: 'news', label: 'Новости' })
  })
})
