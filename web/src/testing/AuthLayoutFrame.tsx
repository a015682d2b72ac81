import type { ReactNode } from 'react'

import { PageLoadingContextProvider } from '@redwoodjs/router'

import AuthLayout from 'src/layouts/AuthLayout/AuthLayout'

/**
 * AuthLayout outside the Router (stories, tests): the page-loading context
 * the Router normally gives PageProgress.
 */
const AuthLayoutFrame = ({ children }: { children?: ReactNode }) => (
  <PageLoadingContextProvider>
    <AuthLayout>{children}</AuthLayout>
  </PageLoadingContextProvider>
)

export default AuthLayoutFrame
