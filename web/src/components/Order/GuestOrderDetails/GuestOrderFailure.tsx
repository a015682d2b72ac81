import { errorCodeOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

/**
 * Why a guest's order could not be shown, in the page's language: the
 * look-up by number and phone and the link with the order's key fail alike;
 * `fallback` names the message for an answer that says nothing of its own.
 */
const GuestOrderFailure = ({
  error,
  fallback,
}: {
  error?: unknown
  fallback: 'guestOrder.loadFailed' | 'guestOrder.lookupFailed'
}) => {
  const t = usePagesT()
  const locale = useLocale()
  const inLanguage = useSharedMessage()
  // The api says «Заказ не найден.» in Russian: a Kazakh page says it itself.
  const message =
    locale === 'kk' && errorCodeOf(error) === 'NOT_FOUND'
      ? t('guestOrder.notFound')
      : inLanguage(shopMessageOf(error, t(fallback)))
  return (
    <p role="alert" className="alert">
      {message}
    </p>
  )
}

export default GuestOrderFailure
