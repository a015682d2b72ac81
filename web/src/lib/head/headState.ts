/**
 * What the document's head should hold, from every mounted `<Head>` (Redwood's
 * `Head` and `Metadata`), with react-helmet-async 2's rules, so a page reads
 * the same after the browser takes over from the prerendered head:
 * - the title of the innermost `<Head>` that has one, through the innermost
 *   `titleTemplate`; else the innermost `defaultTitle`;
 * - a meta, link or script tag is dropped when an inner `<Head>` has one with
 *   the same key (meta: name, charset, http-equiv, property or itemprop;
 *   link: href, or rel for a canonical; script: src or its text);
 * - `<html>` attributes merged, inner ones winning.
 * Heads are given outermost first, in the order they were first drawn.
 */
export type TagType = 'meta' | 'link' | 'script' | 'noscript' | 'style' | 'base'
export type Attributes = Record<string, string>
export type HeadTag = { type: TagType; attributes: Attributes; text?: string }

export type HeadProps = {
  title?: string
  titleTemplate?: string
  defaultTitle?: string
  htmlAttributes: Attributes
  tags: HeadTag[]
}

export type HeadState = { title?: string; htmlAttributes: Attributes; tags: HeadTag[] }

const KEYS: Record<TagType, string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src'],
  noscript: [],
  style: [],
  base: ['href'],
}

/** The attribute that makes a tag the same as another, and its value (lower case). */
export const tagKey = ({ type, attributes, text }: HeadTag): string | null => {
  let key: string | undefined
  for (const name of Object.keys(attributes)) {
    const lower = name.toLowerCase()
    // A canonical link is one per page whatever its address; a stylesheet goes by its address.
    const canonical = key === 'rel' && attributes.rel?.toLowerCase() === 'canonical'
    const stylesheet = lower === 'rel' && attributes[name]?.toLowerCase() === 'stylesheet'
    if (KEYS[type].includes(lower) && !canonical && !stylesheet) key = lower
  }
  if (key) return attributes[key] ? `${type}:${key}=${attributes[key].toLowerCase()}` : null
  return text && type !== 'base' ? `${type}:text=${text.toLowerCase()}` : null
}

const innermost = <K extends keyof HeadProps>(heads: HeadProps[], name: K) => {
  for (let i = heads.length - 1; i >= 0; i--)
    if (heads[i][name] !== undefined) return heads[i][name]
  return undefined
}

export const headState = (heads: HeadProps[]): HeadState => {
  const title = innermost(heads, 'title') as string | undefined
  const template = innermost(heads, 'titleTemplate') as string | undefined
  const seen = new Set<string>()
  const tags: HeadTag[][] = []
  for (let i = heads.length - 1; i >= 0; i--) {
    // Tags of one head do not push each other out (two og:image stay).
    const own = new Set<string>()
    const kept = heads[i].tags.filter((tag) => {
      const key = tagKey(tag)
      if (!key || seen.has(key)) return false
      own.add(key)
      return true
    })
    own.forEach((key) => seen.add(key))
    tags.unshift(kept)
  }
  const base = tags.flat().filter((tag) => tag.type === 'base')
  return {
    title:
      template && title
        ? template.replace(/%s/g, () => title)
        : title || (innermost(heads, 'defaultTitle') as string | undefined) || undefined,
    htmlAttributes: Object.assign({}, ...heads.map((head) => head.htmlAttributes)),
    tags: [...tags.flat().filter((tag) => tag.type !== 'base'), ...base.slice(-1)],
  }
}
