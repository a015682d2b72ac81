/** What an action answered: done (a status) or refused (an alert). */
export interface Notice {
  kind: 'status' | 'alert'
  text: string
}

/**
 * The line above a back-office form or table after an action: read out by
 * screen readers as a status or an alert; nothing when there is no notice.
 */
const AdminNotice = ({ notice }: { notice: Notice | null }) =>
  notice ? (
    <p role={notice.kind} className={notice.kind === 'alert' ? 'alert' : undefined}>
      {notice.text}
    </p>
  ) : null

/** An error message (or null) as a notice. */
export const alertOf = (text: string | null): Notice | null =>
  text ? { kind: 'alert', text } : null

export default AdminNotice
