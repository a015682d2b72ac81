import ContactFacts from 'src/components/ContactFacts/ContactFacts'
import ContentBlockCell from 'src/components/ContentBlockCell'
import { useUi } from 'src/components/ShopState/UiProvider'
import { useSiteContacts } from 'src/components/SiteContent/useContentBlock'

/** /contacts: the editors' text (offices, shops) and the contact facts, without a map (SPEC §2). */
const ContactsPage = () => {
  const contacts = useSiteContacts()
  const { openCallback } = useUi()
  return (
    <main className="page">
      <ContentBlockCell blockKey="contacts" />
      <ContactFacts contacts={contacts} onCallback={openCallback} />
    </main>
  )
}

export default ContactsPage
