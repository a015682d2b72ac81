import { loginInput, type LoginInput } from '@domain/accountInput'

import { Form } from '@redwoodjs/forms'

import TextRow from 'src/components/FormFields/TextRow'
import { Button } from 'src/components/ui/Button'
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
  return (
    <Form formMethods={formMethods} onSubmit={onValid(onSubmit)} className="form" noValidate>
      <TextRow name="email" label="E-mail" type="email" autoComplete="username" />
      <TextRow name="password" label="Пароль" type="password" autoComplete="current-password" />
      {problem ? (
        <p role="alert" className="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={sending}>
        {sending ? 'Входим…' : 'Войти'}
      </Button>
    </Form>
  )
}

export default LoginForm
