export const schema = gql`
  "A staff account (manager, editor, admin)."
  type AdminStaffMember {
    id: Int!
    email: String!
    lastName: String!
    firstName: String!
    middleName: String!
    role: String!
    isActive: Boolean!
    "Invited and not yet set a password."
    invitationPending: Boolean!
    createdAt: DateTime!
    "The version an edit is based on."
    updatedAt: DateTime!
    "The last session started, if any."
    lastLoginAt: DateTime
  }

  type AdminStaffPage {
    items: [AdminStaffMember!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  input InviteStaffInput {
    email: String
    "manager, editor or admin."
    role: String
    lastName: String
    firstName: String
  }

  input ChangeStaffRoleInput {
    id: Int
    role: String
    updatedAt: String
  }

  input SetStaffActiveInput {
    id: Int
    isActive: Boolean
    updatedAt: String
  }

  type Query {
    "Staff accounts (admins)."
    adminStaff(page: Int, pageSize: Int, sort: String, direction: String): AdminStaffPage!
      @requireAuth(roles: ["admin"])
  }

  type Mutation {
    "Invites a staff member by e-mail (admins)."
    inviteAdminStaff(input: InviteStaffInput!): AdminStaffMember! @requireAuth(roles: ["admin"])
    "Changes a staff member's role (admins)."
    changeAdminStaffRole(input: ChangeStaffRoleInput!): AdminStaffMember!
      @requireAuth(roles: ["admin"])
    "Disables or enables a staff account; disabling ends its sessions (admins)."
    setAdminStaffActive(input: SetStaffActiveInput!): AdminStaffMember!
      @requireAuth(roles: ["admin"])
  }
`
