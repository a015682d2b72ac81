import { tooLongMessage } from '@domain/contactFields'
import { email, kzPhone, line } from '@domain/inputFields'
import { placeholder } from '@domain/messageKeys'
import { z } from '@domain/zod'
import userEvent from '@testing-library/user-event'

import { Form, Submit } from '@redwoodjs/forms'
import { render, screen } from '@redwoodjs/testing/web'

import PhoneField from 'src/components/FormFields/PhoneField'
import TextRow from 'src/components/FormFields/TextRow'
import { useSchemaForm } from 'src/lib/schemaResolver'
import { messages as russianSharedMessages } from 'src/locales/compiled/ru.shared'

import { instances, loadCatalog } from './catalogs'
import PageAt from './PageAt'
import { SHARED_MESSAGES, sharedMessageId } from './sharedMessages'

const contact = z.object({
  name: line({ max: 5, required: 'Обязательное поле' }),
  phone: kzPhone(),
  email: email(),
})

const ContactForm = () => {
  const { formMethods, onValid } = useSchemaForm(contact)
  return (
    <Form formMethods={formMethods} onSubmit={onValid(() => undefined)}>
      <TextRow name="name" label="name" />
      <PhoneField name="phone" label="phone" />
      <TextRow name="email" label="email" />
      <Submit>send</Submit>
    </Form>
  )
}

describe('the shared rules’ messages in the page’s language (issue 33)', () => {
  beforeAll(() => {
    // No Russian page reads these (it shows the rules' own words): only this check.
    instances.ru.load('ru', russianSharedMessages)
    return loadCatalog('kk')
  })

  it('the Russian catalogue says each message exactly as its rule does, the Kazakh one in Kazakh', () => {
    const seen = new Set<string>()
    for (const { key, ru } of SHARED_MESSAGES) {
      // A key's other wordings («Обязательное поле.» of the old REST API) show its one text.
      if (seen.has(key)) continue
      seen.add(key)
      const names = [...ru.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      const values = Object.fromEntries(names.map((name) => [name, `{${name}}`]))
      expect(instances.ru._(sharedMessageId(key), values)).toBe(ru)
      const kazakh = instances.kk._(sharedMessageId(key), values)
      expect(kazakh).not.toBe(ru)
      expect(kazakh).not.toBe(sharedMessageId(key))
    }
    expect(tooLongMessage(placeholder('max'))).toContain('{max}')
  })

  it('a Kazakh form says the required-field, phone, e-mail and length messages in Kazakh', async () => {
    render(
      <PageAt href="/kk/checkout">
        <ContactForm />
      </PageAt>
    )
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    expect(await screen.findAllByText('Міндетті өріс')).toHaveLength(3)

    await userEvent.type(screen.getByRole('textbox', { name: 'name' }), 'Айгерім')
    await userEvent.type(screen.getByRole('textbox', { name: 'phone' }), '701')
    await userEvent.type(screen.getByRole('textbox', { name: 'email' }), 'a@b')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    expect(
      await screen.findByText('Бұл өрісте 5 таңбадан артық болмауы керек.')
    ).toBeInTheDocument()
    expect(screen.getByText('Телефон нөмірін толық енгізіңіз')).toBeInTheDocument()
    expect(screen.getByText('Электрондық поштаны дұрыс енгізіңіз')).toBeInTheDocument()
  })

  it('a Russian form keeps the rules’ own Russian words', async () => {
    render(
      <PageAt href="/checkout">
        <ContactForm />
      </PageAt>
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'phone' }), '701')
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2)
    expect(screen.getByText('Введите полный номер телефона')).toBeInTheDocument()
  })
})
