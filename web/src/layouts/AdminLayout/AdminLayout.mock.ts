import { retailUser } from 'src/testing/accountTestUser'

/** The demo editor (a staff role) as the web's auth sees them. */
export const editorUser = () =>
  retailUser({ email: 'editor@akvatoria.kz', role: 'editor', roles: ['editor'] })
