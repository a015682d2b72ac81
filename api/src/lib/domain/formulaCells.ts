/**
 * Text a spreadsheet would run as a formula or a DDE command — starting
 * with = + - @, or the tab and CR that Excel also treats so — gets a
 * leading apostrophe, so it shows as text (OWASP «CSV injection»). The one
 * rule for everything the shop hands staff as a spreadsheet: the orders
 * export (domain/adminOrders `csvCell`) and the safe copy of a customer's
 * order file (lib/orderFiles/safeCopy). Pure.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}
