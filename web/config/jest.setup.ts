import { configure } from '@testing-library/react'

// `findBy…` and `waitFor` wait 1 s by default. On a 2-core CI machine that
// also builds and serves the shop, a cell's first render can take longer than
// that (a fresh-machine run failed FloatingContacts this way): wait up to 5 s.
// A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5_000 })
