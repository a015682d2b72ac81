import { Certificate, listCertificates } from './certificates'

const info = (root: unknown) => ({ root, context: {}, info: {} }) as never

describe('certificates', () => {
  scenario('are listed by position', async () => {
    const rows = await listCertificates()
    expect(rows.map((c) => c.title)).toEqual(['ISO 9001', 'Сертификат соответствия ЕАЭС'])
    expect(rows[0]).toMatchObject({ description: 'Система менеджмента качества', file: null })
  })

  it('give public media addresses', () => {
    const root = { image: 'demo/certificates/c.svg', file: 'demo/certificates/c.pdf' }
    expect(Certificate.image({}, info(root))).toBe('/api/media/demo/certificates/c.svg')
    expect(Certificate.file({}, info(root))).toBe('/api/media/demo/certificates/c.pdf')
    expect(Certificate.file({}, info({ file: null }))).toBeNull()
  })
})
