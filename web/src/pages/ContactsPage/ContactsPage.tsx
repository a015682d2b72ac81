import ContactsCell from 'src/components/ContactsCell'
import { useUi } from 'src/components/ShopState/UiProvider'

/** /contacts: the editors' text (offices, shops) and the contact facts, without a map (SPEC §2). */
const ContactsPage = () => {
  const { openCallback } = useUi()
  return (
    <main className="page">
      <ContactsCell onCallback={openCallback} />
    </main>
  )
}

export default ContactsPage
