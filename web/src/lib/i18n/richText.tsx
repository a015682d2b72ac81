import { Fragment, type ReactNode } from 'react'

const MARKS = /(\[[^\]]+\]|\*\*[^*]+\*\*)/

/**
 * A message with a link or strong words inside it, its words in the
 * language's own order: the catalogue writes the link's words `[like this]`
 * and strong ones `**like this**` («Я принимаю [политику…]», «[Саясатын]
 * қабылдаймын»); `link` draws the link.
 */
export function richText(message: string, link?: (text: string) => ReactNode): ReactNode {
  return message.split(MARKS).map((part, index) => {
    if (part.startsWith('[') && part.endsWith(']') && part.length > 2) {
      const text = part.slice(1, -1)
      return <Fragment key={index}>{link ? link(text) : text}</Fragment>
    }
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={index}>{part.slice(2, -2)}</strong>
    }
    return <Fragment key={index}>{part}</Fragment>
  })
}
