import { render, screen } from '@redwoodjs/testing/web'

import AccountSkeleton from './AccountSkeleton'

describe('AccountSkeleton', () => {
  it('keeps the account’s heading and shape while the session loads, busy for screen readers', () => {
    render(<AccountSkeleton />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Личный кабинет')
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…')
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(2)
  })
})
