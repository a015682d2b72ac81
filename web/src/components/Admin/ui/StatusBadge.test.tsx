import { render, screen } from '@redwoodjs/testing/web'

import StatusBadge from './StatusBadge'

describe('StatusBadge', () => {
  it('colours the badge by its tone', () => {
    render(
      <>
        <StatusBadge tone="success">активен</StatusBadge>
        <StatusBadge tone="warning">приглашён</StatusBadge>
        <StatusBadge tone="danger">отключён</StatusBadge>
      </>
    )
    expect(screen.getByText('активен')).toHaveClass('admin-badge', 'admin-badge--success')
    expect(screen.getByText('приглашён')).toHaveClass('admin-badge', 'admin-badge--warning')
    expect(screen.getByText('отключён')).toHaveClass('admin-badge', 'admin-badge--danger')
  })

  it('is a plain label without a tone, keeping a screen’s own class', () => {
    render(<StatusBadge className="admin-order-list__guest">гость</StatusBadge>)
    expect(screen.getByText('гость')).toHaveClass('admin-badge admin-order-list__guest', {
      exact: true,
    })
  })
})
