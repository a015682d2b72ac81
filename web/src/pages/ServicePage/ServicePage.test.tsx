import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import { pageBlock } from 'src/components/ContentBlockCell/ContentBlockCell.mock'
import { UiContext } from 'src/components/ShopState/UiProvider'

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
})
