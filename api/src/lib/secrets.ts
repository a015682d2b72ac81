/**
 * Secrets come only from the environment. In production a missing one stops
 * the api at start (every function imports this through lib/sessions) with a
 * message that says what to set; elsewhere a fixed development value keeps
 * `npm start` and the tests simple.
 */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production'

export function sessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SESSION_SECRET
  if (secret && secret.length >= 32) return secret
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SESSION_SECRET is missing or shorter than 32 characters. Set it in the environment ' +
        '(e.g. `openssl rand -base64 48`): it keys the hashes of session and e-mail tokens.'
    )
  }
  return secret || DEVELOPMENT_SESSION_SECRET
}
