import path from 'node:path'

import { mediaRoot, mediaUrl, resolveMediaPath } from './media'

describe('mediaUrl', () => {
  it('serves stored relative paths under /api/media/ and keeps absolute ones', () => {
    expect(mediaUrl('demo/products/GR-1.svg')).toBe('/api/media/demo/products/GR-1.svg')
    expect(mediaUrl('/images/placeholder-product.svg')).toBe('/images/placeholder-product.svg')
    expect(mediaUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
    expect(mediaUrl('')).toBeNull()
    expect(mediaUrl(null)).toBeNull()
  })
})

describe('resolveMediaPath', () => {
  it('stays inside the media root', () => {
    expect(resolveMediaPath('demo/a.svg')).toBe(path.join(mediaRoot(), 'demo/a.svg'))
    expect(resolveMediaPath('../secrets.svg')).toBeNull()
    expect(resolveMediaPath('/etc/passwd')).toBeNull()
    expect(resolveMediaPath('a\0.svg')).toBeNull()
  })
})
