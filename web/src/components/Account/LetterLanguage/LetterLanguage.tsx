import { useState } from 'react'

import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { LANGUAGE_NAMES, LOCALES, type Locale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'

/** The profile's own mutation, with only the language: names and phone stay as they are. */
export const SET_LETTER_LANGUAGE = gql`
  mutation SetLetterLanguageMutation($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      id
      locale
    }
  }
`

/**
 * «Язык писем» / «Хат тілі» on the profile: the language the account's
 * letters and notifications are written in (issue 33). Saved as soon as it
 * is chosen; each language is named in itself. A checkout or the switcher on
 * a page of the other language changes it too.
 */
const LetterLanguage = ({ locale }: { locale: Locale }) => {
  const t = usePagesT()
  const [chosen, setChosen] = useState<Locale>(locale)
  const [save, { loading }] = useMutation(SET_LETTER_LANGUAGE)
  const choose = async (next: Locale) => {
    const before = chosen
    setChosen(next)
    try {
      await save({ variables: { input: { locale: next } } })
      toast.success(t('account.letterLanguageSaved'))
    } catch {
      setChosen(before)
      toast.error(t('account.letterLanguageFailed'))
    }
  }
  return (
    <fieldset className="form narrow" aria-describedby="letter-language-hint" disabled={loading}>
      <legend>{t('account.letterLanguage')}</legend>
      {LOCALES.map((option) => (
        <label key={option} lang={option} className="choice">
          <input
            type="radio"
            name="letterLanguage"
            value={option}
            checked={chosen === option}
            onChange={() => void choose(option)}
          />{' '}
          {LANGUAGE_NAMES[option]}
        </label>
      ))}
      <p id="letter-language-hint" className="hint">
        {t('account.letterLanguageHint')}
      </p>
    </fieldset>
  )
}

export default LetterLanguage
