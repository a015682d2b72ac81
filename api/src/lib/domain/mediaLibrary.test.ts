import { LIBRARY_LIMIT, libraryPictures } from './mediaLibrary'

const object = (key: string, minute: number) => ({
  key,
  size: 10,
  lastModified: new Date(Date.UTC(2026, 10, 25, 10, minute)),
})

describe('libraryPictures', () => {
  it('shows pictures only, the newest first, same moment by key', () => {
    const listed = libraryPictures([
      object('uploads/a.png', 1),
      object('uploads/b.pdf', 5),
      object('uploads/c.JPEG', 3),
      object('uploads/readme', 4),
      object('uploads/e.webp', 3),
      object('uploads/d.avif', 3),
    ])
    expect(listed.map((o) => o.key)).toEqual([
      'uploads/c.JPEG',
      'uploads/d.avif',
      'uploads/e.webp',
      'uploads/a.png',
    ])
  })

  it('gives at most the limit, newest kept', () => {
    const many = Array.from({ length: LIBRARY_LIMIT + 5 }, (_, i) =>
      object(`uploads/${String(i).padStart(3, '0')}.png`, i % 60)
    )
    const listed = libraryPictures(many)
    expect(listed).toHaveLength(LIBRARY_LIMIT)
    expect(libraryPictures(many, 2).map((o) => o.lastModified.getUTCMinutes())).toEqual([59, 59])
  })
})
