import { setRequestTextLocale } from 'src/lib/textLocale'

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

describe('certificates in Kazakh (issue 33)', () => {
  afterEach(() => setRequestTextLocale('ru'))

  scenario(
    'a Kazakh request gets the Kazakh texts where written, the Russian ones marked',
    async () => {
      setRequestTextLocale('kk')
      const [iso, eaeu] = await listCertificates()
      expect(iso).toMatchObject({
        title: 'ISO 9001 сертификаты',
        titleLang: 'kk',
        // No Kazakh description: the Russian one, said to be Russian.
        description: 'Система менеджмента качества',
        descriptionLang: 'ru',
      })
      expect(eaeu).toMatchObject({ title: 'Сертификат соответствия ЕАЭС', titleLang: 'ru' })
      expect(Certificate.titleLang!({}, info(iso))).toBe('kk')
      expect(Certificate.descriptionLang!({}, info(iso))).toBe('ru')
    }
  )

  scenario('a Russian request reads exactly as before', async () => {
    const [iso] = await listCertificates()
    expect(iso).toMatchObject({ title: 'ISO 9001', titleLang: 'ru' })
    expect(Certificate.titleLang!({}, info(iso))).toBe('ru')
  })
})
