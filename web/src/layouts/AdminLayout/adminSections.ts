import {
  ADMIN_ROLES,
  CATALOGUE_STAFF_ROLES,
  CONTENT_STAFF_ROLES,
  CUSTOMER_STAFF_ROLES,
  LEAD_STAFF_ROLES,
  ORDER_STAFF_ROLES,
  STAFF_ROLES,
  type StaffRole,
} from '@domain/staffRoles'

import { routes } from '@redwoodjs/router'

/**
 * The back office's sections in the order the `nav` lists them, each with
 * the roles that may open it (the same lists the api checks). A section is
 * added here when its screen exists; the layout shows a staff member only
 * the sections of their role.
 */
export interface AdminSection {
  title: string
  /** The section's route (lazily: `routes` is filled in when the Router mounts). */
  path: () => string
  roles: readonly StaffRole[]
  /** Highlighted only on its own path (the dashboard's `/admin` prefixes every section). */
  exact?: boolean
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { title: 'Дашборд', path: () => routes.adminDashboard(), roles: STAFF_ROLES, exact: true },
  { title: 'Заказы', path: () => routes.adminOrders(), roles: ORDER_STAFF_ROLES },
  { title: 'Заявки и сообщения', path: () => routes.adminLeads(), roles: LEAD_STAFF_ROLES },
  { title: 'Покупатели', path: () => routes.adminCustomers(), roles: CUSTOMER_STAFF_ROLES },
  { title: 'Каталог', path: () => routes.adminProducts(), roles: CATALOGUE_STAFF_ROLES },
  { title: 'Обмен с 1С', path: () => routes.adminExchange1c(), roles: CATALOGUE_STAFF_ROLES },
  { title: 'Контент', path: () => routes.adminContent(), roles: CONTENT_STAFF_ROLES },
  { title: 'Типы цен', path: () => routes.adminPriceTypes(), roles: ADMIN_ROLES },
  { title: 'Kaspi.kz', path: () => routes.adminKaspi(), roles: ADMIN_ROLES },
  { title: 'Сотрудники', path: () => routes.adminStaff(), roles: ADMIN_ROLES },
  { title: 'Журнал изменений', path: () => routes.adminAudit(), roles: ADMIN_ROLES },
]

/** The sections a member of this role may open. */
export const sectionsFor = (role: unknown, sections: readonly AdminSection[] = ADMIN_SECTIONS) =>
  sections.filter((section) => (section.roles as readonly unknown[]).includes(role))
