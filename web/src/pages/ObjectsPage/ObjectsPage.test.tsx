import { render, screen, waitFor } from '@redwoodjs/testing/web'

import { filtered, standard } from 'src/components/Objects/ObjectsCell/ObjectsCell.mock'
import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import ObjectsPage from './ObjectsPage'

describe('ObjectsPage', () => {
  it('lists the objects at /objects with its meta', async () => {
    mockGraphQLQuery('ObjectsListQuery', () => standard())
    render(<ObjectsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Объекты' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем объекты…')
    expect(
      await screen.findByRole('link', { name: /Автоматизированный тепловой пункт ЖК «Нурсая»/ })
    ).toHaveAttribute('href', '/objects/1')
    await waitFor(() => expect(document.title).toMatch(/^Объекты/))
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/objects'
    )
  })

  it('reads the city from the path and the type and page from the query', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ObjectsListQuery', (variables) => {
      asked(variables)
      return filtered()
    })
    render(<ObjectsPage location={encodeURIComponent('Атырау')} type="chastnye-doma" page="1" />)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Объекты в городе Атырау' })
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Частные дома' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'chastnye-doma', location: 'Атырау', page: 1 })
    )
  })

  it('treats a malformed page number as the first page', async () => {
    const asked = jest.fn()
    mockGraphQLQuery('ObjectsListQuery', (variables) => {
      asked(variables)
      return standard()
    })
    render(<ObjectsPage page="abc" />)
    await screen.findByText('Найдено объектов: 12')
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ page: 1, type: null }))
  })
  it('speaks Kazakh on a Kazakh page (issue 33)', async () => {
    await loadCatalog('kk')
    mockGraphQLQuery('ObjectsListQuery', () => filtered())
    render(
      <AtPage href="/kk/objects/location/Атырау">
        <ObjectsPage location={encodeURIComponent('Атырау')} page="2" />
      </AtPage>
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'Атырау қаласындағы нысандар' })
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Нысандар жүктелуде…')
    await waitFor(() => expect(document.title).toMatch(/^Атырау қаласындағы нысандар — 2-бет \|/))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '«Акватория» Атырау қаласында жүзеге асырған қазандықтар, сорғы станциялары, жылу пункттері және су тазарту нысандары.'
    )
    expect(await screen.findByRole('navigation', { name: 'Нысан түрі' })).toBeInTheDocument()
  })
})
