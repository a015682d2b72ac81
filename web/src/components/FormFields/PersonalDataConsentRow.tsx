import { AGREEMENT_REQUIRED_MESSAGE } from '@domain/callbackLead'

import { Link } from '@redwoodjs/router'

import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { richText } from 'src/lib/i18n/richText'

import ConsentRow from './ConsentRow'

/** The personal data consent every form of a stranger's contact asks for (SPEC §5). */
const PersonalDataConsentRow = ({ name = 'agreement' }: { name?: string }) => {
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <ConsentRow name={name} message={AGREEMENT_REQUIRED_MESSAGE}>
      {richText(t('form.personalDataConsent'), (text) => (
        <Link to={path('/policy')}>{text}</Link>
      ))}
    </ConsentRow>
  )
}

export default PersonalDataConsentRow
