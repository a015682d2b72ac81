import { useState } from 'react'

import { parseWith } from '@domain/inputFields'
import { fillOrderInput, orderTextInput } from '@modules/orders/rules/orderFileInput'
import type { OrderFilesQuery, OrderFilesQueryVariables } from 'types/graphql'

import { useMutation, useQuery } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import FillReport, {
  type FillReportData,
  type FillSource,
} from 'src/components/Order/FillReport/FillReport'
import { Button } from 'src/components/ui/Button'
import { buttonVariants } from 'src/components/ui/buttonVariants'
import { errorCodeOf, errorDetailsOf, shopMessageOf } from 'src/lib/graphqlErrors'
import { INTL_LOCALE, useLocale } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { useSharedMessage } from 'src/lib/i18n/sharedMessages'

import './OrderFilesPanel.css'

export const ORDER_FILES = gql`
  query OrderFilesQuery($orderId: Int!) {
    orderFiles(orderId: $orderId) {
      id
      fileName
      kind
      size
      rowCount
      createdAt
      downloadUrl
    }
  }
`

const UPLOAD_TEXT = gql`
  mutation UploadOrderTextMutation($orderId: Int!, $text: String!) {
    uploadOrderText(orderId: $orderId, text: $text) {
      id
    }
  }
`

const DELETE_FILE = gql`
  mutation DeleteOrderFileMutation($orderId: Int!, $fileId: Int!) {
    deleteOrderFile(orderId: $orderId, fileId: $fileId)
  }
`

const FILL_ORDER = gql`
  mutation FillOrderFromFileMutation(
    $orderId: Int!
    $fileId: Int!
    $replace: Boolean
    $force: Boolean
  ) {
    fillOrderFromFile(orderId: $orderId, fileId: $fileId, replace: $replace, force: $force) {
      applied
      rows {
        row
        article
        quantity
        result
        message
      }
      summary {
        added
        capped
        unknown_article
        bad_quantity
        no_stock
      }
    }
  }
`

/** What an upload says when the api gives no words of its own, in the page's language. */
export interface UploadFailureWords {
  failed: string
  tooLarge: string
}

/** Binary files go over REST (GraphQL takes no multipart here); the session cookie is sent. */
export async function uploadOrderFile(orderId: number, file: File, words: UploadFailureWords) {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch(`/api/v1/order/${orderId}/files/`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  })
  if (response.ok) return (await response.json()) as { id: number }
  let message = words.failed
  if (response.status === 413) message = words.tooLarge
  else {
    const answer = await response.json().catch(() => null)
    const detail = answer?.detail ?? Object.values(answer ?? {}).flat()[0]
    if (typeof detail === 'string') message = detail
  }
  throw new Error(message)
}

/**
 * Filling a draft from a file (.xlsx, .csv) or a pasted list of
 * «артикул количество» lines; the fill shows its per-row report and, when
 * rows have problems, offers to add the rest.
 */
const OrderFilesPanel = ({ orderId }: { orderId: number }) => {
  const t = usePagesT()
  const locale = useLocale()
  // The api's and the schemas' Russian words, in Kazakh on a Kazakh page.
  const sharedMessage = useSharedMessage()
  const sizeOf = (bytes: number) =>
    bytes < 1024
      ? t('orderFiles.bytes', { size: bytes })
      : t('orderFiles.kilobytes', {
          size: Math.ceil(bytes / 1024).toLocaleString(INTL_LOCALE[locale]),
        })
  const files = useQuery<OrderFilesQuery, OrderFilesQueryVariables>(ORDER_FILES, {
    variables: { orderId },
  })
  const refetchQueries = ['OrderFilesQuery']
  const [uploadText, texting] = useMutation(UPLOAD_TEXT, { refetchQueries })
  const [deleteFile] = useMutation(DELETE_FILE, { refetchQueries })
  const [fill, filling] = useMutation(FILL_ORDER, {
    refetchQueries: ['FindOrderQuery'],
    awaitRefetchQueries: true,
  })
  const [pasted, setPasted] = useState('')
  const [replace, setReplace] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [report, setReport] = useState<{
    fileId: number
    source: FillSource
    data: FillReportData
  } | null>(null)

  const fillFrom = async (fileId: number, source: FillSource, force = false) => {
    // The api's own schema for the flags (they come from a checkbox and a button).
    const flags = parseWith(fillOrderInput, { replace, force })
    if ('fields' in flags) return
    try {
      const { data } = await fill({ variables: { orderId, fileId, ...flags.data } })
      setReport({ fileId, source, data: data.fillOrderFromFile })
      toast.success(t('orderFiles.filled'))
    } catch (error) {
      const details = errorDetailsOf(error)
      if (errorCodeOf(error) === 'CONFLICT' && Array.isArray(details.rows)) {
        setReport({ fileId, source, data: details as unknown as FillReportData })
      } else {
        toast.error(sharedMessage(shopMessageOf(error, t('orderFiles.fillFailed'))))
      }
    }
  }

  const afterUpload = async (fileId: number, source: FillSource) => {
    await files.refetch()
    await fillFrom(fileId, source)
  }

  return (
    <section className="order-files card" aria-labelledby="order-files-title">
      <h2 id="order-files-title">{t('orderFiles.title')}</h2>
      <p className="order-files__hint">{t('orderFiles.hint')}</p>
      <label className="order-files__replace">
        <input
          type="checkbox"
          checked={replace}
          onChange={(event) => setReplace(event.target.checked)}
        />{' '}
        {t('orderFiles.replace')}
      </label>
      <div className="field">
        <label htmlFor="order-file" className="field__label">
          {t('orderFiles.file')}
        </label>
        <input
          id="order-file"
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          disabled={uploading || filling.loading}
          onChange={async (event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            setUploading(true)
            try {
              const stored = await uploadOrderFile(orderId, file, {
                failed: t('orderFiles.uploadFailed'),
                tooLarge: t('orderFiles.tooLarge'),
              })
              toast.success(t('orderFiles.fileUploaded', { name: file.name }))
              await afterUpload(stored.id, 'file')
            } catch (error) {
              toast.error(sharedMessage((error as Error).message))
            } finally {
              setUploading(false)
            }
          }}
        />
      </div>
      <form
        className="form"
        onSubmit={async (event) => {
          event.preventDefault()
          if (!pasted.trim()) return
          // Checked by the api's own schema: what it would refuse is said here, in its words.
          const parsed = parseWith(orderTextInput, { text: pasted })
          if ('fields' in parsed) {
            toast.error(sharedMessage(Object.values(parsed.fields).flat()[0]))
            return
          }
          try {
            const { data } = await uploadText({ variables: { orderId, text: parsed.data.text } })
            setPasted('')
            await afterUpload(data.uploadOrderText.id, 'list')
          } catch (error) {
            toast.error(sharedMessage(shopMessageOf(error, t('orderFiles.listFailed'))))
          }
        }}
      >
        <div className="field">
          <label htmlFor="order-paste" className="field__label">
            {t('orderFiles.list')}
          </label>
          <textarea
            id="order-paste"
            rows={4}
            className="field__input"
            placeholder={'VT-VTC560-N-3 2\nGR-UPS-25-40 1'}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" busy={texting.loading} disabled={!pasted.trim()}>
          {t('orderFiles.addList')}
        </Button>
      </form>
      {uploading || filling.loading ? (
        <p role="status" className="cell-status">
          {t('orderFiles.filling')}
        </p>
      ) : null}
      {report ? (
        <>
          <FillReport report={report.data} source={report.source} />
          {!report.data.applied ? (
            <Button
              onClick={() => fillFrom(report.fileId, report.source, true)}
              busy={filling.loading}
            >
              {t('orderFiles.addValid')}
            </Button>
          ) : null}
        </>
      ) : null}
      {files.data?.orderFiles.length ? (
        <>
          <h3>{t('orderFiles.uploaded')}</h3>
          <ul className="order-files__list">
            {files.data.orderFiles.map((file) => (
              <li key={file.id}>
                <span>
                  {t('orderFiles.fileFacts', {
                    name: file.fileName,
                    size: sizeOf(file.size),
                    rows: file.rowCount,
                  })}
                </span>
                {/* A plain link: the browser sends the session cookie and saves the answer. */}
                <a
                  href={file.downloadUrl}
                  download
                  className={buttonVariants({ variant: 'link' })}
                  aria-label={t('orderFiles.downloadOf', { name: file.fileName })}
                >
                  {t('orderFiles.download')}
                </a>
                <Button
                  variant="link"
                  onClick={() => fillFrom(file.id, file.kind === 'text' ? 'list' : 'file')}
                  aria-label={t('orderFiles.fillOf', { name: file.fileName })}
                >
                  {t('orderFiles.fill')}
                </Button>
                <Button
                  variant="link"
                  aria-label={t('orderFiles.deleteOf', { name: file.fileName })}
                  onClick={async () => {
                    try {
                      await deleteFile({ variables: { orderId, fileId: file.id } })
                      if (report?.fileId === file.id) setReport(null)
                    } catch (error) {
                      toast.error(sharedMessage(shopMessageOf(error, t('orderFiles.deleteFailed'))))
                    }
                  }}
                >
                  {t('orderFiles.delete')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

export default OrderFilesPanel
