import { useState } from 'react'

import type { AdminKaspiQuery, AdminKaspiQueryVariables } from 'types/graphql'

import type { CellSuccessProps, TypedDocumentNode } from '@redwoodjs/web'

import { adminCellFailure, AdminCellLoading } from 'src/components/Admin/ui/AdminCellStates'

import { KASPI_SCREEN_FIELDS } from './kaspiScreen'
import KaspiSettingsForm, { type KaspiScreen } from './KaspiSettingsForm'

export const QUERY: TypedDocumentNode<AdminKaspiQuery, AdminKaspiQueryVariables> = gql`
  query AdminKaspiQuery {
    adminKaspi {
      ...AdminKaspiScreenFields
    }
  }
  ${KASPI_SCREEN_FIELDS}
`

export const beforeQuery = () => ({ fetchPolicy: 'network-only' as const })

export const Loading = () => <AdminCellLoading text="Загружаем настройки Kaspi…" />

export const Failure = adminCellFailure({
  fallback: 'Не удалось загрузить настройки Kaspi. Обновите страницу.',
  logAs: 'admin kaspi',
})

/** The list's address as the seller copies it into the cabinet: the site's origin and the path. */
export const feedAddressOf = (feedPath: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}${feedPath}`

/** What the list holds now: how many products, and how many are left out and why. */
const KaspiSummary = ({ screen }: { screen: KaspiScreen }) => {
  const address = feedAddressOf(screen.feedPath)
  return (
    <section aria-labelledby="kaspi-summary">
      <h2 id="kaspi-summary">Прайс-лист</h2>
      <div className="field">
        <label htmlFor="kaspi-feed-address" className="field__label">
          Адрес прайс-листа для кабинета Kaspi
        </label>
        <input
          id="kaspi-feed-address"
          className="field__input"
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
        />
        <a href={screen.feedPath} target="_blank" rel="noreferrer">
          Открыть прайс-лист
        </a>
      </div>
      {screen.problems.map((problem) => (
        <p key={problem} role="alert" className="alert">
          {problem}
        </p>
      ))}
      <table className="admin-table" aria-label="Товары в прайс-листе">
        <tbody>
          <tr>
            <th scope="row">Выгружается</th>
            <td>{screen.listed}</td>
          </tr>
          {screen.leftOut.map((row) => (
            <tr key={row.reason}>
              <th scope="row">Не выгружается: {row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/**
 * The Kaspi.kz price list (issue 34 §1): its address and what it lists, and
 * the settings. A save answers with the whole screen, shown at once.
 */
export const Success = ({
  adminKaspi,
}: CellSuccessProps<AdminKaspiQuery, AdminKaspiQueryVariables>) => {
  const [screen, setScreen] = useState<KaspiScreen>(adminKaspi)
  return (
    <div className="admin-kaspi">
      <KaspiSummary screen={screen} />
      <h2>Настройки</h2>
      <KaspiSettingsForm screen={screen} onSaved={setScreen} />
    </div>
  )
}
