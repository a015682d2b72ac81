import { Fragment, type ReactNode } from 'react'

/**
 * A message with a link inside it, its words in the language's own order:
 * the link's words are written `[like this]` in the catalogue
 * («Я принимаю [политику обработки персональных данных]», «[Саясатпен] …
 * келісемін»), and `link` draws them.
 */
export function withLink(message: string, link: (text: string) => ReactNode): ReactNode {
  const parts = message.split(/\[([^\]]+)\]/)
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 1 ? link(part) : part}</Fragment>
  ))
}
