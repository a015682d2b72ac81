/**
 * A press on the fake gateway's payment page («Оплатить», «Оформить
 * рассрочку» or «Отказаться»), as the buyer's browser makes it: the form
 * POST to pay.html of the fake at `baseUrl`, the redirect not followed.
 * Shared by the payment tests so that each drives the fake one way.
 */
export async function pressFakePage(
  baseUrl: string,
  redirectUrl: string,
  decision: 'pay' | 'decline' | string
): Promise<{ status: number; location: string }> {
  const customer = new URL(redirectUrl).searchParams.get('customer')!
  const response = await fetch(`${baseUrl}/pay.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, decision }).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location') ?? '' }
}

/** The environment as it was before a test set FREEDOM_PAY_* (every payment test's afterEach). */
export function restoreFreedomPayEnv(saved: NodeJS.ProcessEnv) {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('FREEDOM_PAY_')) delete process.env[name]
  }
  Object.assign(process.env, saved)
}
