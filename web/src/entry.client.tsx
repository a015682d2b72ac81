import { startTransition } from 'react'

import { hydrateRoot, createRoot } from 'react-dom/client'

import { loadCatalog, localeOfPath, unlocalizedPath } from 'src/lib/i18n'
import { likelyAreasOf } from 'src/lib/i18n/catalogs'
import { NOT_FOUND_SELECTOR, rememberServedNotFound } from 'src/lib/servedNotFound'

import App from './App'
import Routes from './Routes'

/**
 * When `#redwood-app` isn't empty then it's very likely that you're using
 * prerendering. So React attaches event listeners to the existing markup
 * rather than replacing it.
 * https://react.dev/reference/react-dom/client/hydrateRoot
 */
const redwoodAppElement = document.getElementById('redwood-app')

if (!redwoodAppElement) {
  throw new Error(
    "Could not find an element with ID 'redwood-app'. Please ensure it " +
      "exists in your 'web/src/index.html' file."
  )
}

const start = () => {
  if (redwoodAppElement.children?.length > 0) {
    // A 404 answer is the not-found page, also at a product's address: that page draws it too.
    rememberServedNotFound(redwoodAppElement, window.location.pathname)
    // Hydrating in a transition lets React yield to the browser every few
    // milliseconds, so a phone stays responsive (and paints) while the
    // prerendered page is being made interactive, instead of one long task.
    startTransition(() => {
      hydrateRoot(
        redwoodAppElement,
        <App>
          <Routes />
        </App>
      )
    })
  } else {
    const root = createRoot(redwoodAppElement)
    root.render(
      <App>
        <Routes />
      </App>
    )
  }
}

// A page is drawn (and adopted) only with its language's catalogue: its
// frame's chunk and its likely areas' are fetched first, in either language
// (issue 33: a page loads only its own language's messages).
// The server's not-found page (a missing product or section, an unknown
// address) says the not-found area's words: fetched with the frame, so
// adopting that markup never waits for them.
const { pathname } = window.location
const likely = likelyAreasOf(unlocalizedPath(pathname))
if (redwoodAppElement.querySelector(NOT_FOUND_SELECTOR)) likely.push('notFound')
loadCatalog(localeOfPath(pathname), likely).then(start, start)
