import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'

import ConsultationCta from './ConsultationCta'
import { standard } from './ConsultationCta.mock'

describe('ConsultationCta', () => {
  it('is a region named by its heading with the default invitation', () => {
    render(<ConsultationCta {...standard()} />)
    expect(screen.getByRole('region', { name: 'Нужна водонасосная станция?' })).toBeInTheDocument()
    expect(screen.getByText(/инженер перезвонит/)).toBeInTheDocument()
  })

  it('«Получить консультацию» opens the call-me-back popup', async () => {
    render(
      <UiProvider>
        <ConsultationCta {...standard()} />
      </UiProvider>
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Получить консультацию' }))
    expect(await screen.findByRole('dialog', { name: 'Перезвоните мне' })).toBeInTheDocument()
  })
})
