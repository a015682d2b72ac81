import { render, screen } from '@redwoodjs/testing/web'

import AdminNotice, { alertOf } from './AdminNotice'

describe('AdminNotice', () => {
  it('announces a done action as a status, a refusal as an alert', () => {
    render(<AdminNotice notice={{ kind: 'status', text: 'Группа сохранена.' }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Группа сохранена.')
    expect(screen.getByRole('status')).not.toHaveClass('alert')
    render(<AdminNotice notice={alertOf('Не удалось сохранить изменение.')} />)
    expect(screen.getByRole('alert')).toHaveClass('alert')
  })

  it('shows nothing without a notice', () => {
    const { container } = render(<AdminNotice notice={alertOf(null)} />)
    expect(container).toBeEmptyDOMElement()
  })
})
