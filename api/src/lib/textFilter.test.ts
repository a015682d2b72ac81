import { containsExactly, containsText, equalsIgnoringCase, likeLiteral } from './textFilter'

describe('likeLiteral', () => {
  it.each([
    ['Алматы', 'Алматы'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['Алматы\\', 'Алматы\\\\'],
    ['\\%_', '\\\\\\%\\_'],
    ['', ''],
  ])('%j is matched as written: %j', (text, pattern) => {
    expect(likeLiteral(text)).toBe(pattern)
  })

  it('leaves no wildcard and no dangling escape, whatever the text', () => {
    for (const text of ['%', '_', '\\', 'a\\', '%%\\_', 'x\\\\', 'ў%_\\ё']) {
      const pattern = likeLiteral(text)
      // Read the pattern as LIKE does: every «\» takes the next character literally.
      let literal = ''
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i]
        if (c === '\\') {
          expect(i + 1).toBeLessThan(pattern.length)
          literal += pattern[++i]
        } else {
          expect(c).not.toMatch(/[%_]/)
          literal += c
        }
      }
      expect(literal).toBe(text)
    }
  })

  it('builds the filters from the escaped text', () => {
    expect(containsText('5%')).toEqual({ contains: '5\\%', mode: 'insensitive' })
    expect(containsExactly('a_b')).toEqual({ contains: 'a\\_b' })
    expect(equalsIgnoringCase('Алматы\\')).toEqual({ equals: 'Алматы\\\\', mode: 'insensitive' })
  })
})
