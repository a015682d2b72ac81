import { useState } from 'react'

import { userDisplayName } from '@domain/displayName'
import type { UnreadCountQuery } from 'types/graphql'

import { navigate, useLocation } from '@redwoodjs/router'
import { Metadata, useQuery } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import AccountTabs, {
  ACCOUNT_PANEL_ID,
  accountTabId,
  accountTabLabelId,
  accountTabOf,
} from 'src/components/Account/AccountTabs/AccountTabs'
import ChangePasswordForm from 'src/components/Account/ChangePasswordForm/ChangePasswordForm'
import CompanyDetailsCell from 'src/components/Account/CompanyDetailsCell'
import FaqCell from 'src/components/Account/FaqCell'
import FavoritesCell from 'src/components/Account/FavoritesCell'
import NewDraftButton from 'src/components/Account/NewDraftButton/NewDraftButton'
import NotificationsCell from 'src/components/Account/NotificationsCell'
import OrderListCell from 'src/components/Account/OrderListCell'
import ProfileCell from 'src/components/Account/ProfileCell'
import StockAlertsCell from 'src/components/Account/StockAlertsCell'
import { UNREAD_COUNT } from 'src/components/SiteHeader/ProfileMenu'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { accountPath, type AccountTab } from 'src/lib/links'

import './PersonalAccountPage.css'

/** Which order list each tab shows. */
const ORDER_LIST_OF = {
  currentorders: 'current',
  draftorders: 'drafts',
  historyorders: 'history',
} as const

/** An order list tab keeps its own page while the shopper stays on it. */
const PagedOrders = ({ tab }: { tab: keyof typeof ORDER_LIST_OF }) => {
  const [page, setPage] = useState(1)
  const list = <OrderListCell kind={ORDER_LIST_OF[tab]} page={page} onPage={setPage} />
  if (tab !== 'draftorders') return list
  return (
    <>
      <div className="account__actions">
        <NewDraftButton />
      </div>
      {list}
    </>
  )
}

const panelOf = (tab: AccountTab, t: (id: string) => string) => {
  switch (tab) {
    case 'userinfo':
      return (
        <>
          <ProfileCell />
          <h2 className="account__section-title">{t('account.companyDetails')}</h2>
          <CompanyDetailsCell />
        </>
      )
    case 'changepassword':
      return <ChangePasswordForm />
    case 'currentorders':
    case 'draftorders':
    case 'historyorders':
      return <PagedOrders key={tab} tab={tab} />
    case 'favorites':
      return <FavoritesCell />
    case 'stockalerts':
      return <StockAlertsCell />
    case 'notifications':
      return <NotificationsCell />
    case 'faq':
      return <FaqCell />
  }
}

/** /personal-account?tab= (SPEC §2): the eight tabs of a logged-in shopper. */
const PersonalAccountPage = () => {
  const { currentUser } = useAuth()
  const tab = accountTabOf(new URLSearchParams(useLocation().search).get('tab'))
  const unread = useQuery<UnreadCountQuery>(UNREAD_COUNT)
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <main className="page account">
      <Metadata title={t('account.title')} />
      <h1 className="page__title">{t('account.title')}</h1>
      {currentUser ? <p className="account__name">{userDisplayName(currentUser)}</p> : null}
      <AccountTabs
        active={tab}
        unread={unread.data?.unreadNotificationCount ?? 0}
        onChoose={(next) => navigate(path(accountPath(next)))}
      />
      <section
        role="tabpanel"
        id={ACCOUNT_PANEL_ID}
        aria-labelledby={accountTabId(tab)}
        className="account__panel card"
      >
        <h2>{t(accountTabLabelId(tab))}</h2>
        {panelOf(tab, t)}
      </section>
    </main>
  )
}

export default PersonalAccountPage
