/**
 * Text a spreadsheet would run as a formula or a DDE command — starting
 * with = + - @, or the tab and CR that Excel also treats so — gets a
 * leading apostrophe, so it shows as text (OWASP «CSV injection»). The rule
 * for every CSV the shop hands staff: the orders export
 * (modules/orders/rules/staffOrderList `csvCell`). An .xlsx needs none of it:
 * its text cells are written in Excel's Text format (lib/spreadsheets/textCells),
 * where nothing is run and no apostrophe shows. Pure.
 *
 * A phone (`+7 (701) 234 56 78`, issue 30 §4) is the exception: Excel and
 * LibreOffice show a CSV cell's apostrophe (only a typed one is hidden), and
 * every phone would wear it. A phone-shaped text — a + and a digit, then
 * only digits, spaces, brackets and dashes — starts with U+2060 WORD JOINER
 * instead: invisible, and a cell that does not start with = + - @ is text
 * to both. Even a spreadsheet that skipped the joiner would meet only
 * arithmetic there, never a function, reference or command. The shop reads
 * such a phone back (domain/phone drops the joiner). docs/back-office.md
 * «Phones» says what was tried.
 */
export const TEXT_MARK = '\u2060'

const PHONE_SHAPED = /^\+\d[\d ()-]*$/

export function neutraliseFormula(text: string): string {
  if (PHONE_SHAPED.test(text)) return `${TEXT_MARK}${text}`
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
