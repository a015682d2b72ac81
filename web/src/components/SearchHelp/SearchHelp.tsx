import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'

/** SPEC §2 "Search", §8: what a search that found nothing says. */
export const NOTHING_FOUND = 'По вашему запросу ничего не найдено. Нужна помощь?'

/**
 * Issue 30 §5: what a search read otherwise than typed says («yfcjc»,
 * «носос» → «насос»), in the overlay and on the results page alike.
 */
export const correctionText = (searched: string) => `Показаны результаты по запросу «${searched}»`

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
export const SearchHelpView = ({ phoneE164, messenger, className }: SearchHelpViewProps) => (
  <p className={className}>
    {NOTHING_FOUND} {phoneE164 ? <a href={`tel:${phoneE164}`}>Позвоните</a> : 'Позвоните'} или{' '}
    {messenger ? (
      <a href={messenger} target="_blank" rel="noopener noreferrer">
        Напишите нам
      </a>
    ) : (
      'Напишите нам'
    )}
  </p>
)

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
