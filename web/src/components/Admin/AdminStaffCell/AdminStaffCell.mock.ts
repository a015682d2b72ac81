import type { AdminStaffQuery } from 'types/graphql'

const member = { __typename: 'AdminStaffMember' as const, middleName: '' }

/** The admin (id 1, the one signed in), a manager who logged in, an invited editor, a disabled manager. */
export const standard = (): AdminStaffQuery => ({
  adminStaff: {
    __typename: 'AdminStaffPage' as const,
    total: 4,
    page: 1,
    pageSize: 25,
    items: [
      {
        ...member,
        id: 1,
        email: 'admin@akvatoria.kz',
        lastName: 'Админов',
        firstName: 'Арман',
        role: 'admin',
        isActive: true,
        invitationPending: false,
        updatedAt: '2026-11-01T06:00:00Z',
        lastLoginAt: '2026-11-25T03:00:00Z',
      },
      {
        ...member,
        id: 2,
        email: 'manager@akvatoria.kz',
        lastName: 'Менеджерова',
        firstName: 'Мадина',
        role: 'manager',
        isActive: true,
        invitationPending: false,
        updatedAt: '2026-11-02T06:00:00.456Z',
        lastLoginAt: '2026-11-24T04:30:00Z',
      },
      {
        ...member,
        id: 3,
        email: 'dana@akvatoria.kz',
        lastName: '',
        firstName: '',
        role: 'editor',
        isActive: true,
        invitationPending: true,
        updatedAt: '2026-11-25T05:00:00Z',
        lastLoginAt: null,
      },
      {
        ...member,
        id: 4,
        email: 'old@akvatoria.kz',
        lastName: '',
        firstName: '',
        role: 'manager',
        isActive: false,
        invitationPending: false,
        updatedAt: '2026-10-02T06:00:00Z',
        lastLoginAt: '2026-09-01T06:00:00Z',
      },
    ],
  },
})
