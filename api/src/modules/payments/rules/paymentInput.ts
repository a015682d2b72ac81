import { z } from '../../../lib/domain/zod'

/**
 * The customer's pay request (issue 20 part 3): nothing but the order (its
 * path id). A provider's callbacks are its own adapter's to read
 * (providers/<provider>/).
 */

/** POST /order/{id}/pay/: no body fields (others are ignored, as DRF did); the order comes from the path. */
export const payOrderInput = z.object({})
