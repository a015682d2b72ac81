import { useEffect } from 'react'
import type { ReactNode } from 'react'

import type { Meta, StoryObj } from '@storybook/react'

import { Form, useForm } from '@redwoodjs/forms'
import { Link } from '@redwoodjs/router'

import { Button } from 'src/components/ui/Button'

import ConsentRow from './ConsentRow'

const MESSAGE = 'Необходимо принять согласие с политикой обработки персональных данных'

const Frame = ({ children, validate = false }: { children: ReactNode; validate?: boolean }) => {
  const formMethods = useForm()
  useEffect(() => {
    if (validate) formMethods.trigger()
  }, [formMethods, validate])
  return (
    <Form formMethods={formMethods} onSubmit={() => {}} style={{ maxWidth: 460 }}>
      {children}
      <Button type="submit">Оформить заказ</Button>
    </Form>
  )
}

const consent = (
  <ConsentRow name="privacyPolicyAccepted" message={MESSAGE}>
    Я согласен с <Link to="/policy">политикой обработки персональных данных</Link>
  </ConsentRow>
)

const meta: Meta<typeof ConsentRow> = { component: ConsentRow }
export default meta
type Story = StoryObj<typeof ConsentRow>

export const Unchecked: Story = { render: () => <Frame>{consent}</Frame> }

/** Sent without the tick: the SPEC §5 message of the operator form. */
export const NotAccepted: Story = { render: () => <Frame validate>{consent}</Frame> }
