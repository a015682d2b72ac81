import type { ImportReport } from './ProductImport'

/** A dry run with one row refused. */
export const rejectedCheck = (): ImportReport => ({
  fileName: 'товары.xlsx',
  dryRun: true,
  written: false,
  ok: false,
  summary: { created: 1, updated: 1, unchanged: 5, rejected: 2 },
  fileErrors: [],
  warnings: [],
  newBrands: [],
  rows: [
    {
      where: 'строка 2',
      article: 'NS-100',
      status: 'updated',
      changes: ['цена: 60 000 ₸ → 55 000 ₸'],
      errors: [],
    },
    {
      where: 'строка 3',
      article: 'NEW-9',
      status: 'created',
      changes: ['новый товар'],
      errors: [],
    },
    {
      where: 'строка 4',
      article: 'BAD-1',
      status: 'rejected',
      changes: [],
      errors: ['Категория «Нет такого» не найдена.'],
    },
    {
      where: 'строка 5',
      article: 'NEW-10',
      status: 'rejected',
      changes: [],
      errors: ['Не указано наименование.', 'Не указана категория.'],
    },
  ],
  rowsLeftOut: 0,
})

/** A clean dry run: may be loaded. */
export const cleanCheck = (): ImportReport => ({
  ...rejectedCheck(),
  ok: true,
  summary: { created: 1, updated: 1, unchanged: 5, rejected: 0 },
  rows: rejectedCheck().rows.slice(0, 2),
})

/** The same file, written. */
export const loaded = (): ImportReport => ({ ...cleanCheck(), dryRun: false, written: true })
