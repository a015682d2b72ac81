import { Skeleton } from 'src/components/ui/Skeleton'
import { useT } from 'src/lib/i18n'

import 'src/pages/PersonalAccountPage/PersonalAccountPage.css'

/**
 * The personal account while the session loads (the route's whileLoadingAuth):
 * the page's heading and the shape of its name, tabs and panel, instead of
 * an empty page. Busy for assistive technology, with a hidden «Загрузка…».
 */
const AccountSkeleton = () => {
  const t = useT()
  return (
    <main className="page account" aria-busy="true">
      <h1 className="page__title">{t('account.title')}</h1>
      <p role="status" className="visually-hidden">
        {t('account.loading')}
      </p>
      <Skeleton width="220px" className="account__name" />
      <Skeleton height="40px" className="account-skeleton__tabs" />
      <section className="account__panel card">
        <Skeleton width="40%" height="1.5em" />
        <Skeleton lines={5} />
      </section>
    </main>
  )
}

export default AccountSkeleton
