import './CertificatesGrid.css'
import { useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'

export interface CertificateData {
  id: number
  title: string
  /** The language `title` is in (the api's `titleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  description: string
  descriptionLang?: string | null
  image: string
  file?: string | null
}

/**
 * Certificates as cards: the picture opens full size, the title and what it
 * covers, and the PDF when there is one. The first row loads at once.
 */
const CertificatesGrid = ({ certificates }: { certificates: CertificateData[] }) => {
  const t = useAboutT()
  const langOf = useTextLang()
  return (
    <ul className="certificates-grid">
      {certificates.map((certificate, index) => {
        // A Russian title on a Kazakh page (issue 33) is marked, and its picture is described
        // by the title alone (no Kazakh sentence around a Russian title).
        const textLang = langOf(certificate.titleLang)
        return (
          <li key={certificate.id}>
            <article className="certificate-card" aria-labelledby={`certificate-${certificate.id}`}>
              <h2
                id={`certificate-${certificate.id}`}
                className="certificate-card__title"
                lang={textLang}
              >
                {certificate.title}
              </h2>
              <a className="certificate-card__picture" href={certificate.image}>
                <img
                  src={certificate.image}
                  alt={
                    textLang
                      ? certificate.title
                      : t('about.certificates.openImage', { title: certificate.title })
                  }
                  lang={textLang}
                  width={1200}
                  height={675}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </a>
              {certificate.description ? (
                <p className="certificate-card__text" lang={langOf(certificate.descriptionLang)}>
                  {certificate.description}
                </p>
              ) : null}
              {certificate.file ? (
                <a className="certificate-card__file" href={certificate.file} download>
                  {t('about.certificates.download')}
                  <span className="visually-hidden" lang={textLang}>
                    {' — '}
                    {certificate.title}
                  </span>
                </a>
              ) : null}
            </article>
          </li>
        )
      })}
    </ul>
  )
}

export default CertificatesGrid
