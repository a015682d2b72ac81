import { lazy, Suspense, type ReactNode } from 'react'

// The back office's frame comes with its screens, not in the storefront's
// first bundle (every shopper's page loads that one).
const AdminLayout = lazy(() => import('./AdminLayout'))

const LazyAdminLayout = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <AdminLayout>{children}</AdminLayout>
  </Suspense>
)

export default LazyAdminLayout
