import './CertificatesGrid.css'
import { useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'

export interface CertificateData {
  id: number
  title: string
  description: string
  image: string
  file?: string | null
}

/**
 * Certificates as cards: the picture opens full size, the title and what it
 * covers, and the PDF when there is one. The first row loads at once.
 */
const CertificatesGrid = ({ certificates }: { certificates: CertificateData[] }) => {
  const t = useAboutT()
  // Certificates have no Kazakh texts (issue 33): on a Kazakh page they are Russian, marked,
  // and a picture is described by the title alone (no Kazakh sentence around a Russian title).
  const textLang = useTextLang()('ru')
  return (
    <ul className="certificates-grid">
      {certificates.map((certificate, index) => (
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
              <p className="certificate-card__text" lang={textLang}>
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
      ))}
    </ul>
  )
}

export default CertificatesGrid
