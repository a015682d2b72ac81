import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { UiContext } from 'src/components/ShopState/UiProvider'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ServicePage from './ServicePage'

describe('ServicePage', () => {
  it('shows the «service» block and asks for a call back', async () => {
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('service'))
    const openCallback = jest.fn()
    render(
      <UiContext.Provider
        value={{ openLogin: jest.fn(), openCallback, openCallbackAbout: jest.fn() }}
      >
        <ServicePage />
      </UiContext.Provider>
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Сервис' })).toBeInTheDocument()
    expect(screen.getByText('Пусконаладка')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Оставить заявку на сервис' }))
    expect(openCallback).toHaveBeenCalledTimes(1)
  })
  it('asks for a service visit in Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLQuery('ContentBlockPageQuery', () => pageBlock('service'))
    render(
      <AtPage href="/kk/service">
        <UiContext.Provider
          value={{ openLogin: jest.fn(), openCallback: jest.fn(), openCallbackAbout: jest.fn() }}
        >
          <ServicePage />
        </UiContext.Provider>
      </AtPage>
    )
    expect(screen.getByRole('button', { name: 'Сервиске өтінім қалдыру' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
  })
})
