import { AGREEMENT_REQUIRED_MESSAGE } from '@domain/callbackLead'

import { Link } from '@redwoodjs/router'

import ConsentRow from './ConsentRow'

/** The personal data consent every form of a stranger's contact asks for (SPEC §5). */
const PersonalDataConsentRow = ({ name = 'agreement' }: { name?: string }) => (
  <ConsentRow name={name} message={AGREEMENT_REQUIRED_MESSAGE}>
    Я согласен на обработку персональных данных в соответствии с <Link to="/policy">политикой</Link>
  </ConsentRow>
)

export default PersonalDataConsentRow
