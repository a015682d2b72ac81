import { retailUser } from 'src/components/Account/accountTestUser'

/** The demo editor (a staff role) as the web's auth sees them. */
export const editorUser = () =>
  retailUser({ email: 'editor@akvatoria.kz', role: 'editor', roles: ['editor'] })
