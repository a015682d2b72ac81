import type { AccountTab } from 'src/lib/links'

export const ACCOUNT_TABS: { key: AccountTab; label: string }[] = [
  { key: 'userinfo', label: 'Личная информация' },
  { key: 'changepassword', label: 'Сменить пароль' },
  { key: 'currentorders', label: 'Текущие заказы' },
  { key: 'draftorders', label: 'Черновики заказов' },
  { key: 'historyorders', label: 'История заказов' },
  { key: 'favorites', label: 'Избранное' },
  { key: 'notifications', label: 'Уведомления' },
  { key: 'faq', label: 'Вопросы и ответы' },
]

export const accountTabOf = (value: string | null): AccountTab =>
  ACCOUNT_TABS.find((tab) => tab.key === value)?.key ?? 'userinfo'

interface Props {
  active: AccountTab
  unread: number
  onChoose: (tab: AccountTab) => void
}

/** SPEC §2: the eight tabs of the personal account; notifications carry the unread counter. */
const AccountTabs = ({ active, unread, onChoose }: Props) => (
  <div role="tablist" aria-label="Разделы кабинета" className="account-tabs">
    {ACCOUNT_TABS.map((tab) => (
      <button
        key={tab.key}
        type="button"
        role="tab"
        id={`account-tab-${tab.key}`}
        aria-selected={tab.key === active}
        aria-controls="account-panel"
        className="account-tabs__tab"
        onClick={() => onChoose(tab.key)}
      >
        {tab.label}
        {tab.key === 'notifications' && unread > 0 ? (
          <span className="account-tabs__counter" aria-label={`непрочитанных: ${unread}`}>
            {unread}
          </span>
        ) : null}
      </button>
    ))}
  </div>
)

export default AccountTabs
