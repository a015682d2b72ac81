import './CertificatesGrid.css'
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
  return (
    <ul className="certificates-grid">
      {certificates.map((certificate, index) => (
        <li key={certificate.id}>
          <article className="certificate-card" aria-labelledby={`certificate-${certificate.id}`}>
            <h2 id={`certificate-${certificate.id}`} className="certificate-card__title">
              {certificate.title}
            </h2>
            <a className="certificate-card__picture" href={certificate.image}>
              <img
                src={certificate.image}
                alt={t('about.certificates.openImage', { title: certificate.title })}
                width={1200}
                height={675}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </a>
            {certificate.description ? (
              <p className="certificate-card__text">{certificate.description}</p>
            ) : null}
            {certificate.file ? (
              <a className="certificate-card__file" href={certificate.file} download>
                {t('about.certificates.download')}
                <span className="visually-hidden"> — {certificate.title}</span>
              </a>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  )
}

export default CertificatesGrid
