import type { LibraryPicture } from 'src/lib/adminUpload'

/** A tiny picture that needs no server (stories and tests). */
const dot = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${color}"/></svg>`
  )}`

/** Three uploads, newest first, as GET /api/v1/admin/media/ lists them. */
export const library = (): LibraryPicture[] => [
  {
    file: 'uploads/3f2a9c1b7d4e8a0c5b6d.jpg',
    url: dot('#0b5cad'),
    size: 48_100,
    uploaded_at: '2026-11-30T09:00:00.000Z',
  },
  {
    file: 'uploads/9b8c7d6e5f4a3b2c1d0e.png',
    url: dot('#c62828'),
    size: 12_000,
    uploaded_at: '2026-11-29T09:00:00.000Z',
  },
  {
    file: 'uploads/0a1b2c3d4e5f6a7b8c9d.webp',
    url: dot('#2e7d32'),
    size: 30_500,
    uploaded_at: '2026-11-28T09:00:00.000Z',
  },
]
