/**
 * The manager's latest words to the buyer: the comment of the shop's last
 * move that had one (the buyer's order page shows it, issue 30 §1). Pure;
 * the web's order pages read it from the order's history.
 */
export function managerCommentOf(
  history: readonly { actor: string; comment: string }[]
): string | null {
  const said = history.filter((move) => move.actor === 'staff' && move.comment.trim())
  return said.length ? said[said.length - 1].comment.trim() : null
}
