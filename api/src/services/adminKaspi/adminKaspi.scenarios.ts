import type { Prisma } from '@prisma/client'
import { TEST_ACCOUNT as USER } from 'testing/scenarioRows'

import { standard as feed } from 'src/functions/feeds.scenarios'

/** The feed's demo-like catalogue, with an admin beside its editor. */
export const standard = defineScenario<Prisma.UserCreateArgs>({
  user: { admin: { data: { ...USER, email: 'admin@example.kz', role: 'admin' } } },
})

export const withFeed = { ...feed, user: { ...feed.user, ...standard.user } }

type Row = { id: number; email: string; role: string }
export type StandardScenario = {
  shop: Record<'atyrau' | 'aktobe', { id: number }>
  category: Record<'pumps' | 'tanks', { id: number }>
  user: Record<'editor' | 'admin', Row>
}
