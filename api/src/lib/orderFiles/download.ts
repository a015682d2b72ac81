/**
 * The Content-Disposition of a downloaded order file (RFC 6266 / RFC 5987):
 * an ASCII `filename` fallback for old clients and the exact name as
 * `filename*=UTF-8''…`. Names are sanitised at upload, but older rows or
 * stray characters must never break the header (quotes, CR/LF, `;`).
 */
export function contentDisposition(fileName: string): string {
  const name = fileName.normalize('NFC') || 'file'
  const fallback =
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[^\x20-\x7e]|["\\;%]/g, '_')
      .trim() || 'file'
  // encodeURIComponent leaves ' ( ) * ! which RFC 5987 attr-chars do not allow unescaped.
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** The REST path a browser follows (with the session cookie) to download one order file. */
export const orderFileDownloadPath = (orderId: number, fileId: number) =>
  `/api/v1/order/${orderId}/files/${fileId}/download/`
