import { useEffect } from 'react'
import type { ReactNode } from 'react'

import { FatalErrorBoundary, RedwoodProvider } from '@redwoodjs/web'

import AuthSync from 'src/components/AuthSync/AuthSync'
import LazyToaster from 'src/components/LazyToaster/LazyToaster'
import ShopGraphQLProvider from 'src/components/ShopGraphQLProvider/ShopGraphQLProvider'
import { CartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { installChunkReloadGuard } from 'src/lib/chunkReload'
import { markHydrated } from 'src/lib/hooks'
import FatalErrorPage from 'src/pages/FatalErrorPage'

import { AuthProvider, useAuth } from './auth'

import './index.css'

interface AppProps {
  children?: ReactNode
}

const App = ({ children }: AppProps) => {
  useEffect(() => {
    // The root's effect runs last: the prerendered frame is adopted by now.
    markHydrated()
    return installChunkReloadGuard()
  }, [])
  return (
    <FatalErrorBoundary page={FatalErrorPage}>
      <RedwoodProvider titleTemplate="%PageTitle | %AppTitle">
        <AuthProvider>
          <ShopGraphQLProvider useAuth={useAuth}>
            <AuthSync />
            <CartProvider>
              <CompareProvider>{children}</CompareProvider>
            </CartProvider>
            <LazyToaster />
          </ShopGraphQLProvider>
        </AuthProvider>
      </RedwoodProvider>
    </FatalErrorBoundary>
  )
}

export default App
