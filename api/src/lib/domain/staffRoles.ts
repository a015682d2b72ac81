/**
 * Who works the shop, and at what (issue 18 «Back office»). The one place
 * for role lists: the services check them, and the SDL's
 * `@requireAuth(roles: …)` on staff operations names the same roles
 * (api/src/graphql/orders.sdl.test.ts compares them).
 *
 * - `manager`: orders, leads and customers;
 * - `editor`: the catalogue and content (not orders);
 * - `admin`: everything — the first account of a production shop,
 *   `yarn rw exec create-admin`.
 *
 * `customer` (default) and `vip` (a customer group flag) buy.
 */
export const ORDER_STAFF_ROLES = ['manager', 'admin'] as const

/** Who edits the catalogue and the content pages. */
export const CATALOGUE_STAFF_ROLES = ['editor', 'admin'] as const

/** Content is the editors' too. */
export const CONTENT_STAFF_ROLES = CATALOGUE_STAFF_ROLES

/** Leads, outbox messages and customer accounts: the managers' (with orders). */
export const CUSTOMER_STAFF_ROLES = ORDER_STAFF_ROLES

/**
 * Who reads leads and marks them «Обработана» (issue 30 §3): those who call
 * customers back — the managers, with the admin. An editor sees only the
 * dashboard's count.
 */
export const LEAD_STAFF_ROLES = CUSTOMER_STAFF_ROLES

/** Staff accounts and the audit log. */
export const ADMIN_ROLES = ['admin'] as const

/** Every role that works the shop rather than buys in it (the demo-password check covers them all). */
export const STAFF_ROLES = ['manager', 'editor', 'admin'] as const

export type OrderStaffRole = (typeof ORDER_STAFF_ROLES)[number]
export type CatalogueStaffRole = (typeof CATALOGUE_STAFF_ROLES)[number]
export type StaffRole = (typeof STAFF_ROLES)[number]

const within =
  <R extends string>(roles: readonly R[]) =>
  (role: unknown): role is R =>
    (roles as readonly unknown[]).includes(role)

export const isOrderStaff = within(ORDER_STAFF_ROLES)
export const isCatalogueStaff = within(CATALOGUE_STAFF_ROLES)
export const isContentStaff = within(CONTENT_STAFF_ROLES)
export const isCustomerStaff = within(CUSTOMER_STAFF_ROLES)
export const isLeadStaff = within(LEAD_STAFF_ROLES)
export const isAdmin = within(ADMIN_ROLES)
export const isStaff = within(STAFF_ROLES)
