import { loginInput, type LoginInput } from '@domain/accountInput'

import { Form } from '@redwoodjs/forms'

import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSchemaForm } from 'src/lib/schemaResolver'

interface LoginFormProps {
  onSubmit: (input: LoginInput) => unknown
  /** The server's refusal or a network failure, shown above the button. */
  problem?: string | null
  /** Signing in: the form stays, its button busy («Входим…»). */
  sending?: boolean
}

/** The e-mail and password of /login, checked by the api's own login schema. */
const LoginForm = ({ onSubmit, problem, sending = false }: LoginFormProps) => {
  const { formMethods, onValid } = useSchemaForm(loginInput)
  const t = usePagesT()
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} className="form" noValidate>
      <TextRow name="email" label={t('checkout.email')} type="email" autoComplete="username" />
      <TextRow
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
      />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={sending}>
        {sending ? t('auth.loggingIn') : t('auth.logIn')}
      </Button>
    </Form>
  )
}

export default LoginForm
