import { render, screen } from '@redwoodjs/testing/web'

import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton />)
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws the lines asked for, the last one shorter', () => {
    render(<Skeleton lines={3} width="80%" />)
    const lines = screen.getByTestId('skeleton').querySelectorAll('.skeleton__line')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toHaveStyle({ width: '80%' })
    expect(lines[2]).toHaveStyle({ width: '60%' })
  })

  it('takes a block’s size', () => {
    render(<Skeleton width="240px" height="120px" />)
    const line = screen.getByTestId('skeleton').querySelector('.skeleton__line')
    expect(line).toHaveStyle({ width: '240px', height: '120px' })
  })
})
