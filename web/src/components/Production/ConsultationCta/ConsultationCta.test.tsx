import userEvent from '@testing-library/user-event'

import { render, screen } from '@redwoodjs/testing/web'

import { UiProvider } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

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
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/production/water-purification">
        <ConsultationCta title="Су тазарту керек пе?" />
      </AtPage>
    )
    expect(screen.getByRole('region', { name: 'Су тазарту керек пе?' })).toHaveTextContent(
      'Телефон нөміріңізді қалдырыңыз — инженер қайта қоңырау шалып, сұрақтарға жауап береді және құнын есептейді.'
    )
    expect(screen.getByRole('button', { name: 'Кеңес алу' })).toBeInTheDocument()
  })
})
