/**
 * The browser's `react-helmet-async` (vite.config.ts `lightHead`): Redwood's
 * `Head`, `Metadata` and `RedwoodProvider` import Helmet and HelmetProvider
 * from it. The package with its three helpers was 6 kB gzip of every page's
 * first script; this does what the shop asks of it (title with template and
 * default, meta, link, script, `<html>` attributes) in a tenth of that. The
 * prerender (Node) keeps the real package, whose `data-rh` tags this takes
 * over: equal ones stay, the rest are replaced.
 */
import { Children, Fragment, isValidElement, useLayoutEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { headState, type Attributes, type HeadProps, type HeadTag, type TagType } from './headState'

const REACT_NAMES: Record<string, string> = {
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  className: 'class',
}
const TAG_TYPES = ['meta', 'link', 'script', 'noscript', 'style', 'base']
const MARK = 'data-rh'

const text = (children: unknown) =>
  children == null ? undefined : ([] as unknown[]).concat(children).join('')

/** A `<Head>`'s children as what it asks of the document. */
export const headPropsOf = (
  { children, title, titleTemplate, defaultTitle }: HelmetProps,
  props: HeadProps = { htmlAttributes: {}, tags: [], title, titleTemplate, defaultTitle }
): HeadProps => {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return
    const { children: nested, ...rest } = child.props
    if (child.type === Fragment) return void headPropsOf({ children: nested }, props)
    const attributes: Attributes = {}
    for (const [name, value] of Object.entries(rest)) {
      if (value != null) attributes[REACT_NAMES[name] ?? name] = String(value)
    }
    if (child.type === 'title') props.title = text(nested)
    else if (child.type === 'html') Object.assign(props.htmlAttributes, attributes)
    else if (typeof child.type === 'string' && TAG_TYPES.includes(child.type)) {
      props.tags.push({ type: child.type as TagType, attributes, text: text(nested) })
    }
  })
  return props
}

const mounted = new Map<number, HeadProps>()
let drawn = 0
let scheduled = false

const elementOf = ({ type, attributes, text }: HeadTag) => {
  const element = document.createElement(type)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  if (text != null) element.textContent = text
  element.setAttribute(MARK, 'true')
  return element
}

/** What the document's head was last brought to (as JSON). */
let applied: string | undefined

/** For tests that give each case a new document head. */
export const forgetAppliedHead = () => {
  applied = undefined
}

/**
 * Brings the document's head to what the mounted heads ask, touching only
 * what differs. Nothing is read or built when they ask what was last
 * applied: every render of a page's `<Metadata>` schedules this, and while a
 * phone adopts the page it ran after each of React's slices.
 */
export const applyHeads = () => {
  scheduled = false
  const state = headState([...mounted.keys()].sort((a, b) => a - b).map((id) => mounted.get(id)!))
  const asked = JSON.stringify(state)
  if (asked === applied) return
  applied = asked
  if (state.title !== undefined && document.title !== state.title) document.title = state.title
  const html = document.documentElement
  const managed = html.getAttribute(MARK)?.split(',').filter(Boolean) ?? []
  for (const name of managed) if (!(name in state.htmlAttributes)) html.removeAttribute(name)
  for (const [name, value] of Object.entries(state.htmlAttributes)) {
    if (html.getAttribute(name) !== value) html.setAttribute(name, value)
  }
  const names = Object.keys(state.htmlAttributes).join(',')
  if (names) html.setAttribute(MARK, names)
  else html.removeAttribute(MARK)
  const old = [
    ...document.head.querySelectorAll(TAG_TYPES.map((type) => `${type}[${MARK}]`).join()),
  ]
  for (const tag of state.tags) {
    const element = elementOf(tag)
    const same = old.findIndex((existing) => element.isEqualNode(existing))
    if (same >= 0) old.splice(same, 1)
    else document.head.appendChild(element)
  }
  old.forEach((element) => element.remove())
}

const schedule = () => {
  if (scheduled) return
  scheduled = true
  queueMicrotask(applyHeads)
}

export type HelmetProps = {
  children?: ReactNode
  title?: string
  titleTemplate?: string
  defaultTitle?: string
}

export const Helmet = (props: HelmetProps) => {
  // Drawn order, outermost first: a later (inner) head wins, as with Helmet.
  const [id] = useState(() => ++drawn)
  const head = headPropsOf(props)
  useLayoutEffect(() => {
    mounted.set(id, head)
    schedule()
  })
  useLayoutEffect(
    () => () => {
      mounted.delete(id)
      schedule()
    },
    [id]
  )
  return null
}

/** Redwood passes the prerender's context; the browser needs none. */
export const HelmetProvider = ({ children }: { children?: ReactNode; context?: unknown }) => (
  <>{children}</>
)
