import { z } from 'zod'

/**
 * The one zod every input schema is built with (api and web). The shop's
 * pages run under a CSP without 'unsafe-eval'; zod's JIT probes
 * `new Function` when its first object schema is made, and the browser
 * reports that probe as a violation even though zod catches the refusal.
 * `jitless` must be set before any schema exists, so schemas import zod from
 * here (lint refuses `from 'zod'` elsewhere in the domain and the web).
 */
z.config({ jitless: true })

export { z }
