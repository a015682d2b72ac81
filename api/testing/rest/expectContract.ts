import { routes } from 'src/rest/routes'

/**
 * Checks a live answer against the schema its route publishes (the same schema
 * the OpenAPI document is generated from), so the contract cannot drift.
 */
export function expectContract(method: string, path: string, body: unknown) {
  const route = routes.find((r) => r.method === method && r.path === path)
  if (!route) throw new Error(`No route ${method} ${path} in the route table`)
  const result = route.response.safeParse(body)
  if (!result.success) {
    throw new Error(
      `${method} ${path} answered outside its contract:\n${JSON.stringify(result.error.issues, null, 2)}`
    )
  }
}
