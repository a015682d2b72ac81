import React from 'react'

import type { Preview } from '@storybook/react'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'

import 'src/index.css'

// Components read the page-wide cart and compare list; stories get an empty
// cart and a fresh compare list unless they wrap their own.
const preview: Preview = {
  decorators: [
    (Story) => (
      <StaticCartProvider value={{}}>
        <CompareProvider initial={{}}>
          <Story />
        </CompareProvider>
      </StaticCartProvider>
    ),
  ],
}

export default preview
