import { Fragment, type ReactNode } from 'react'

/**
 * A message with marked parts, drawn with elements: `richText('Загляните в
 * <0>каталог</0>.', [(text) => <a href="/precatalog">{text}</a>])`. The
 * translation decides where the link falls (Kazakh word order differs), the
 * component what it is. An unknown or unclosed marker stays as text.
 */
export function richText(message: string, parts: ((text: string) => ReactNode)[]): ReactNode {
  const nodes: ReactNode[] = []
  const marker = /<(\d+)>(.*?)<\/\1>/g
  let last = 0
  for (let match = marker.exec(message); match; match = marker.exec(message)) {
    const draw = parts[Number(match[1])]
    if (!draw) continue
    if (match.index > last) nodes.push(message.slice(last, match.index))
    nodes.push(<Fragment key={match.index}>{draw(match[2])}</Fragment>)
    last = match.index + match[0].length
  }
  if (last < message.length) nodes.push(message.slice(last))
  return nodes
}
