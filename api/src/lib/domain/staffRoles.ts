/**
 * Who works the shop's orders, and who counts as staff. One list: the services check it, and the
 * SDL's `@requireAuth(roles: …)` on staff operations names the same roles
 * (api/src/graphql/orders.sdl.test.ts compares them). `admin` — the first
 * account of a production shop, `yarn rw exec create-admin` — has every
 * staff right.
 */
export const ORDER_STAFF_ROLES = ['editor', 'admin'] as const

/** Every role that works the shop rather than buys in it (the demo-password check covers them all). */
export const STAFF_ROLES = ORDER_STAFF_ROLES

export type OrderStaffRole = (typeof ORDER_STAFF_ROLES)[number]

export const isOrderStaff = (role: unknown): role is OrderStaffRole =>
  (ORDER_STAFF_ROLES as readonly unknown[]).includes(role)
