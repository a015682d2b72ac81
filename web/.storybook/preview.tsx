import React from 'react'

import type { Preview } from '@storybook/react'

import { StaticCartProvider } from 'src/components/ShopState/CartProvider'
import { CompareProvider } from 'src/components/ShopState/CompareProvider'
import { loadCatalog } from 'src/lib/i18n'

import 'src/index.css'

// Components read the page-wide cart and compare list; stories get an empty
// cart and a fresh compare list unless they wrap their own.
const preview: Preview = {
  // Messages come in chunks per language and area (src/lib/i18n/catalogs.ts):
  // every story starts with all of Russian; a Kazakh story loads Kazakh.
  loaders: [() => loadCatalog('ru', ['catalogue', 'pages', 'home', 'about', 'notFound'])],
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
