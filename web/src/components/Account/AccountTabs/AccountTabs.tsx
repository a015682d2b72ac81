import { useRef, type KeyboardEvent } from 'react'

import { usePagesT } from 'src/lib/i18n/pageSide'
import type { AccountTab } from 'src/lib/links'

import './AccountTabs.css'

/** The tabs in order; each one's label is `account.tab.<key>` of the catalogue. */
export const ACCOUNT_TABS: { key: AccountTab }[] = [
  { key: 'userinfo' },
  { key: 'changepassword' },
  { key: 'currentorders' },
  { key: 'draftorders' },
  { key: 'historyorders' },
  { key: 'favorites' },
  { key: 'stockalerts' },
  { key: 'notifications' },
  { key: 'faq' },
]

/** The tab named by ?tab=, userinfo for a missing or unknown one. */
export const accountTabOf = (value: string | null | undefined): AccountTab =>
  ACCOUNT_TABS.find((tab) => tab.key === value)?.key ?? 'userinfo'

/** The catalogue id of a tab's label. */
export const accountTabLabelId = (tab: AccountTab) => `account.tab.${tab}`

/** The id of the panel the tabs control (the page renders it). */
export const ACCOUNT_PANEL_ID = 'account-panel'
export const accountTabId = (tab: AccountTab) => `account-tab-${tab}`

interface Props {
  active: AccountTab
  unread: number
  onChoose: (tab: AccountTab) => void
}

/**
 * SPEC §2: the eight tabs of the personal account, and «Ожидаемые товары»
 * (issue 34 §3); «Уведомления» carries the
 * unread counter. ARIA tabs: one tab in the Tab order, arrows/Home/End move
 * between tabs and open them.
 */
const AccountTabs = ({ active, unread, onChoose }: Props) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const t = usePagesT()
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = ACCOUNT_TABS.length - 1
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    refs.current[target]?.focus()
    onChoose(ACCOUNT_TABS[target].key)
  }
  return (
    <div role="tablist" aria-label={t('account.sections')} className="account-tabs">
      {ACCOUNT_TABS.map((tab, index) => {
        const selected = tab.key === active
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={accountTabId(tab.key)}
            aria-selected={selected}
            aria-controls={selected ? ACCOUNT_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            className="account-tabs__tab"
            onClick={() => onChoose(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(accountTabLabelId(tab.key))}
            {tab.key === 'notifications' && unread > 0 ? (
              <>
                {' '}
                <span className="account-tabs__counter">{unread}</span>
                <span className="visually-hidden">{t('account.unreadHidden')}</span>
              </>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}

export default AccountTabs
