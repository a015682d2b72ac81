/**
 * Leaves the shop for the payment gateway's hosted page (a full page load:
 * the gateway is another site, and it sends the shopper back to the order).
 * One module, so that tests can stand in for the browser's navigation.
 */
export function goToGateway(url: string): void {
  window.location.assign(url)
}
