import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'
import { useT } from 'src/lib/i18n'

interface SearchHelpViewProps {
  /** The shop's phone in E.164 (tel: link), when the contacts are known. */
  phoneE164?: string | null
  /** The messenger chat link, when the contacts are known. */
  messenger?: string | null
  className?: string
}

/**
 * «Nothing found» with the offer to phone or write (SPEC §2): the same text
 * and links in the header overlay and on an empty results page.
 */
export const SearchHelpView = ({ phoneE164, messenger, className }: SearchHelpViewProps) => {
  const t = useT()
  const call = t('search.call')
  const write = t('search.write')
  return (
    <p className={className}>
      {t('search.nothingFound')} {phoneE164 ? <a href={`tel:${phoneE164}`}>{call}</a> : call}{' '}
      {t('search.or')}{' '}
      {messenger ? (
        <a href={messenger} target="_blank" rel="noopener noreferrer">
          {write}
        </a>
      ) : (
        write
      )}
    </p>
  )
}

/** SearchHelpView fed with the site's contacts block. */
const SearchHelp = ({ className }: { className?: string }) => {
  const contacts = useSiteContacts()
  return (
    <SearchHelpView
      phoneE164={contacts?.phoneE164}
      messenger={contacts?.messengers.whatsapp}
      className={className}
    />
  )
}

export default SearchHelp
