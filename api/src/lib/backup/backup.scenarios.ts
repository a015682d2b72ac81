import type { Prisma } from '@prisma/client'

// The rest of the shop's data is created in the test (nested writes over
// many tables); the scenario only makes the runner clean every table after it.
export const standard = defineScenario<Prisma.CustomerGroupCreateArgs>({
  customerGroup: {
    retail: { data: { name: 'b2c', title: 'Розница' } },
  },
})
