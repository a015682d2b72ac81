import type { ReactNode } from 'react'

import './NewsBody.css'

/**
 * The part of Markdown the news editors use (News.body): paragraphs split by
 * blank lines, «- » and «1. » lists, «## » subheadings, **bold**, *italic*
 * and [links](https://…). Anything else stays plain text — no HTML is
 * passed through, so a body cannot inject markup.
 */
const BULLET = /^[-*•]\s+/
const NUMBERED = /^\d+[.)]\s+/
const HEADING = /^(#{1,6})\s+/
const INLINE = /(\*\*[^*]+?\*\*|\[[^\]]+\]\([^)\s]+\)|\*[^*\s][^*]*?\*)/g
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)/i

type Group =
  | { kind: 'ul' | 'ol' | 'p'; lines: string[] }
  | { kind: 'heading'; level: 2 | 3; text: string }

/** Inline marks of one line. */
export function inlineMarks(text: string): ReactNode[] {
  return text
    .split(INLINE)
    .filter((part) => part !== '')
    .map((part, index) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
        return <strong key={index}>{part.slice(2, -2)}</strong>
      }
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
      if (link) {
        const [, label, href] = link
        if (!SAFE_HREF.test(href)) return label
        const external = /^https?:\/\//i.test(href)
        return (
          <a
            key={index}
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {label}
            {external ? (
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            ) : null}
          </a>
        )
      }
      if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) {
        return <em key={index}>{part.slice(1, -1)}</em>
      }
      return part
    })
}

/** Blocks of the text: consecutive lines of one kind form one group. */
export function groupsOf(text: string): Group[] {
  const groups: Group[] = []
  for (const block of text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)) {
    let open: Extract<Group, { lines: string[] }> | null = null
    for (const raw of block.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      const heading = HEADING.exec(line)
      if (heading) {
        // The page title is the h1: «#» and «##» become h2, deeper ones h3.
        groups.push({
          kind: 'heading',
          level: heading[1].length <= 2 ? 2 : 3,
          text: line.slice(heading[0].length),
        })
        open = null
        continue
      }
      const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p'
      const content = line.replace(kind === 'ul' ? BULLET : kind === 'ol' ? NUMBERED : /^/, '')
      if (open && open.kind === kind) {
        open.lines.push(content)
      } else {
        open = { kind, lines: [content] }
        groups.push(open)
      }
    }
  }
  return groups
}

/** A news item's text. */
const NewsBody = ({ text }: { text: string }) => (
  <div className="news-body">
    {groupsOf(text).map((group, index) => {
      if (group.kind === 'heading') {
        const Heading = `h${group.level}` as const
        return <Heading key={index}>{inlineMarks(group.text)}</Heading>
      }
      if (group.kind === 'p') {
        return (
          <p key={index}>
            {group.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex ? <br /> : null}
                {inlineMarks(line)}
              </span>
            ))}
          </p>
        )
      }
      const List = group.kind
      return (
        <List key={index}>
          {group.lines.map((line, lineIndex) => (
            <li key={lineIndex}>{inlineMarks(line)}</li>
          ))}
        </List>
      )
    })}
  </div>
)

export default NewsBody
