/** The headers of a file staff download: a file to save, never a page to render or cache. */
export const attachmentHeaders = (contentType: string, fileName: string, length: number) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Content-Length': String(length),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
})
