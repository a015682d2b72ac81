import { render } from '@redwoodjs/testing/web'

import Icon, { ICON_NAMES } from './Icon'

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s as a hidden svg path', (name) => {
    const { container } = render(<Icon name={name} />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
  })
})
