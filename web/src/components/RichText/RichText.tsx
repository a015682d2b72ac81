import type { ReactNode } from 'react'

import { linkProps } from 'src/lib/linkProps'

import './RichText.css'

const BULLET = /^[-*•]\s+/
const NUMBERED = /^\d+[.)]\s+/
const HEADING = /^(#{1,4})\s+(.*)$/

/** «**важное**» is bold, «*слово*» italic, «[текст](/адрес)» a link; the rest is plain text. */
const inline = (text: string): ReactNode[] =>
  text.split(/(\*\*.+?\*\*|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*?\*)/g).map((part, index) => {
    const bold = /^\*\*(.+)\*\*$/.exec(part)
    if (bold) return <strong key={index}>{bold[1]}</strong>
    const italic = /^\*([^*]+)\*$/.exec(part)
    if (italic) return <em key={index}>{italic[1]}</em>
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    // Only site pages, web pages and mailto:/tel: become links (domain/safeLink); the rest stays text.
    const props = link ? linkProps(link[2]) : null
    if (link && props) {
      return (
        <a key={index} {...props}>
          {link[1]}
        </a>
      )
    }
    return part
  })

type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'ul' | 'ol'; lines: string[] }
  | { kind: 'h'; level: number; text: string }

/** Splits the editors' Markdown into paragraphs, lists and headings. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = []
  for (const chunk of text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)) {
    let last: Block | undefined
    for (const raw of chunk.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      const heading = HEADING.exec(line)
      const kind = heading ? 'h' : BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p'
      if (heading) {
        last = { kind: 'h', level: heading[1].length, text: heading[2] }
        blocks.push(last)
      } else if (last && last.kind !== 'h' && last.kind === kind) {
        last.lines.push(line.replace(kind === 'ul' ? BULLET : NUMBERED, ''))
      } else {
        last = {
          kind: kind as 'p' | 'ul' | 'ol',
          lines: [kind === 'p' ? line : line.replace(kind === 'ul' ? BULLET : NUMBERED, '')],
        }
        blocks.push(last)
      }
    }
  }
  return blocks
}

/**
 * The editors' simple Markdown of news, production pages and objects:
 * blank lines part paragraphs, «- » and «1. » lines form lists, «## »
 * starts a sub-heading (h2; «# » too, the page's own title is the only h1), single line
 * breaks inside a paragraph are kept.
 */
const RichText = ({
  text,
  className,
  lang,
}: {
  text: string
  className?: string
  /** The text's language where it is not the page's (issue 33: a Russian fallback on a Kazakh page). */
  lang?: string
}) => (
  <div className={['rich-text', className].filter(Boolean).join(' ')} lang={lang}>
    {parseBlocks(text).map((block, index) => {
      if (block.kind === 'h') {
        const Tag = `h${Math.max(block.level, 2)}` as 'h2' | 'h3' | 'h4'
        return <Tag key={index}>{inline(block.text)}</Tag>
      }
      if (block.kind === 'p') {
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex ? <br /> : null}
                {inline(line)}
              </span>
            ))}
          </p>
        )
      }
      const List = block.kind
      return (
        <List key={index}>
          {block.lines.map((line, lineIndex) => (
            <li key={lineIndex}>{inline(line)}</li>
          ))}
        </List>
      )
    })}
  </div>
)

export default RichText
