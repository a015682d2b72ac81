import { CATALOGUE_STAFF_ROLES, STAFF_ROLES, type StaffRole } from '@domain/staffRoles'

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
  { title: 'Каталог', path: () => routes.adminProducts(), roles: CATALOGUE_STAFF_ROLES },
]

/** The sections a member of this role may open. */
export const sectionsFor = (role: unknown, sections: readonly AdminSection[] = ADMIN_SECTIONS) =>
  sections.filter((section) => (section.roles as readonly unknown[]).includes(role))
