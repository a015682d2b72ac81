import { useState } from 'react'

import {
  CONTENT_KIND_CONFIGS,
  contentValuesSchema,
  formValuesOf,
  type ContentKind,
  type EditorField,
} from '@modules/content/rules/contentAdmin'

import { FieldError, Form, Label, Submit, useFormContext } from '@redwoodjs/forms'
import { navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'

import MarkdownField from 'src/components/Admin/Content/MarkdownField/MarkdownField'
import MediaPathField from 'src/components/Admin/Content/MediaPathField/MediaPathField'
import MediaPathsField from 'src/components/Admin/Content/MediaPathsField/MediaPathsField'
import StatusBadge from 'src/components/Admin/ui/StatusBadge'
import {
  ADMIN_MEDIA_URL,
  fetchMediaLibrary,
  postFile,
  type StoredPicture,
} from 'src/lib/adminUpload'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { useSchemaForm } from 'src/lib/schemaResolver'

export interface ContentRecordData {
  id: string | null
  version: string
  title: string
  visible: boolean | null
  values: Record<string, unknown>
  choices: Record<string, { value: string; label: string }[]>
}

const RECORD_FIELDS = gql`
  fragment ContentEditorRecordFields on AdminContentRecord {
    kind
    id
    version
    title
    visible
    values
  }
`

export const SAVE_CONTENT = gql`
  mutation SaveContentMutation($kind: String!, $id: String, $version: String, $values: JSON!) {
    saveContent(kind: $kind, id: $id, version: $version, values: $values) {
      ...ContentEditorRecordFields
    }
  }
  ${RECORD_FIELDS}
`

export const SET_CONTENT_VISIBILITY = gql`
  mutation SetContentVisibilityMutation(
    $kind: String!
    $id: String!
    $version: String!
    $visible: Boolean!
  ) {
    setContentVisibility(kind: $kind, id: $id, version: $version, visible: $visible) {
      ...ContentEditorRecordFields
    }
  }
  ${RECORD_FIELDS}
`

type Saved = Omit<ContentRecordData, 'choices'>

/** One field of the form, by its type (domain/contentAdmin describes the kind's fields). */
const uploadPicturePath = async (file: File) =>
  (await postFile<StoredPicture>(ADMIN_MEDIA_URL, file)).file

const ContentField = ({
  field,
  choices,
}: {
  field: EditorField
  choices: ContentRecordData['choices']
}) => {
  const {
    register,
    formState: { errors },
  } = useFormContext()
  const id = `field-${field.name}`
  const label = field.required ? `${field.label} *` : field.label
  if (field.type === 'markdown') {
    return <MarkdownField name={field.name} label={label} lang={field.lang} />
  }
  if (field.type === 'image' || field.type === 'file') {
    // Pictures go through the back office's one upload (type checked by content);
    // documents (PDF) are still placed in the media folder and named here.
    return field.type === 'image' ? (
      <MediaPathField
        name={field.name}
        label={label}
        onUpload={uploadPicturePath}
        library={fetchMediaLibrary}
      />
    ) : (
      <MediaPathField name={field.name} label={label} document />
    )
  }
  if (field.type === 'images') {
    return <MediaPathsField name={field.name} label={label} library={fetchMediaLibrary} />
  }
  const common = {
    ...register(field.name),
    id,
    'aria-invalid': Boolean(errors[field.name]),
    'aria-describedby': `${id}-error`,
    // A Kazakh twin is typed (and spell-checked) as Kazakh.
    lang: field.lang,
    // Shown beside its twin; the save leaves it alone (its schema has no such field).
    readOnly: field.readOnly,
  }
  if (field.type === 'bool') {
    return (
      <div className="field field--checkbox">
        <input type="checkbox" {...common} />
        <Label name={field.name} htmlFor={id}>
          {label}
        </Label>
        <FieldError name={field.name} className="field__error" id={`${id}-error`} role="alert" />
      </div>
    )
  }
  const options =
    field.type === 'choice'
      ? (field.choices ?? [])
      : field.type === 'objectType'
        ? (choices[field.name] ?? [])
        : null
  const hint =
    field.hint ??
    (field.type === 'json'
      ? 'Набор полей в формате JSON.'
      : field.auto
        ? 'Пусто — в конец списка.'
        : field.readOnly
          ? 'Меняется в 1С или импортом товаров.'
          : null)
  return (
    <div className="field">
      <Label name={field.name} htmlFor={id} className="field__label">
        {label}
      </Label>
      {options ? (
        <select {...common} className="field__input">
          <option value="">—</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'text' || field.type === 'json' ? (
        <textarea {...common} rows={field.type === 'text' ? 3 : 5} className="field__input" />
      ) : (
        <input
          {...common}
          className="field__input"
          type={field.type === 'date' || field.type === 'until' ? 'datetime-local' : 'text'}
          inputMode={field.type === 'int' ? 'numeric' : undefined}
        />
      )}
      {hint ? <p className="content-editor__hint">{hint}</p> : null}
      <FieldError name={field.name} className="field__error" id={`${id}-error`} role="alert" />
    </div>
  )
}

/**
 * The edit form of any content record: its fields from the kind's
 * description, checked by the kind's one schema (the api parses the save
 * with the same), «Сохранить», and «Скрыть» / «Показать» for kinds that
 * can be hidden. A save of a version someone else changed meanwhile comes
 * back as a conflict: the form then shows the fresh record.
 */
const ContentEditor = ({ kind, record }: { kind: ContentKind; record: ContentRecordData }) => {
  const config = CONTENT_KIND_CONFIGS[kind]
  const [current, setCurrent] = useState<Saved>(record)
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const { formMethods } = useSchemaForm(contentValuesSchema(kind), {
    defaultValues: formValuesOf(kind, record.values),
  })
  // A new record is created shown or hidden as asked here (the api honours it in the same insert).
  const [showNew, setShowNew] = useState(true)
  const asksVisibility = !current.id && config.visibilityColumn !== null
  const [save, { loading: saving }] = useMutation(SAVE_CONTENT)
  const [setVisibility, { loading: switching }] = useMutation(SET_CONTENT_VISIBILITY)

  const showFresh = (fresh: Saved) => {
    setCurrent(fresh)
    formMethods.reset(formValuesOf(kind, fresh.values))
  }

  const refused = (error: unknown) => {
    const details = errorDetailsOf(error)
    if (errorCodeOf(error) === 'CONFLICT' && details.current) showFresh(details.current as Saved)
    if (errorCodeOf(error) === 'BAD_USER_INPUT' && details.fields) {
      for (const [name, messages] of Object.entries(details.fields as Record<string, string[]>)) {
        if (name in formMethods.getValues()) {
          formMethods.setError(name, { type: 'server', message: messages[0] })
        }
      }
    }
    setNotice({
      text: shopMessageOf(error, 'Не удалось сохранить. Попробуйте ещё раз.'),
      error: true,
    })
  }

  const onSubmit = async () => {
    setNotice(null)
    try {
      const { data } = await save({
        variables: {
          kind,
          id: current.id,
          version: current.version,
          // What the editor typed: the api parses it with the same schema.
          values: {
            ...formMethods.getValues(),
            ...(asksVisibility ? { [config.visibilityColumn!]: showNew } : {}),
          },
        },
      })
      const saved = data.saveContent as Saved
      if (!current.id) {
        navigate(routes.adminContentEdit({ kind, id: saved.id! }))
        return
      }
      showFresh(saved)
      setNotice({ text: 'Сохранено.', error: false })
    } catch (error) {
      refused(error)
    }
  }

  const toggleVisibility = async () => {
    setNotice(null)
    try {
      const { data } = await setVisibility({
        variables: { kind, id: current.id, version: current.version, visible: !current.visible },
      })
      const saved = data.setContentVisibility as Saved
      setCurrent(saved)
      setNotice({
        text: saved.visible ? 'Запись снова на сайте.' : 'Запись скрыта с сайта.',
        error: false,
      })
    } catch (error) {
      refused(error)
    }
  }

  return (
    <div className="content-editor">
      {current.id && config.visibilityColumn ? (
        <p className="content-editor__status">
          {current.visible ? (
            <StatusBadge tone="success">На сайте</StatusBadge>
          ) : (
            <StatusBadge tone="warning">Скрыто</StatusBadge>
          )}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={toggleVisibility}
            disabled={switching}
          >
            {current.visible ? 'Скрыть' : 'Показать'}
          </button>
        </p>
      ) : null}
      {notice ? (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={notice.error ? 'alert' : 'alert alert--success'}
        >
          {notice.text}
        </p>
      ) : null}
      <Form
        formMethods={formMethods}
        onSubmit={onSubmit}
        className="form content-editor__form"
        noValidate
      >
        {config.fields.map((field) => (
          <ContentField key={field.name} field={field} choices={record.choices} />
        ))}
        {asksVisibility ? (
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="content-new-visible"
              checked={showNew}
              onChange={(event) => setShowNew(event.target.checked)}
            />
            <label htmlFor="content-new-visible">Показывать на сайте сразу</label>
          </div>
        ) : null}
        <Submit className="button" disabled={saving}>
          {saving ? 'Сохраняем…' : 'Сохранить'}
        </Submit>
      </Form>
    </div>
  )
}

export default ContentEditor
