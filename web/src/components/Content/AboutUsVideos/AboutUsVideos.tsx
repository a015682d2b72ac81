import './AboutUsVideos.css'
import { useTextLang } from 'src/lib/i18n'
import { useAboutT } from 'src/lib/i18n/aboutSide'

export interface VideoData {
  id: number
  title: string
  /** The language `title` is in (the api's `titleLang`): a Russian fallback on a Kazakh page is marked. */
  titleLang?: string | null
  url: string
  preview?: string | null
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value)

/**
 * Videos of the company channel (GET /video/): they play on the video site,
 * so each card is an external link opening in a new tab. Below the fold:
 * previews load lazily; a video without one shows a play mark.
 */
const AboutUsVideos = ({
  videos,
  headingLevel = 2,
}: {
  videos: VideoData[]
  headingLevel?: 2 | 3
}) => {
  const Heading = `h${headingLevel}` as const
  const t = useAboutT()
  const langOf = useTextLang()
  return (
    <ul className="about-videos">
      {videos
        .filter((video) => isWebAddress(video.url))
        .map((video) => {
          // A Russian title on a Kazakh page (issue 33) is marked.
          const titleLang = langOf(video.titleLang)
          return (
            <li key={video.id}>
              <article className="video-card" aria-labelledby={`video-${video.id}`}>
                <Heading id={`video-${video.id}`} className="video-card__title">
                  <a href={video.url} target="_blank" rel="noopener noreferrer">
                    {titleLang ? <span lang={titleLang}>{video.title}</span> : video.title}
                    <span className="visually-hidden"> {t('about.events.videoNewTab')}</span>
                  </a>
                </Heading>
                <span className="video-card__picture">
                  {video.preview ? (
                    <img
                      src={video.preview}
                      alt=""
                      width={1280}
                      height={720}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span className="video-card__play" aria-hidden="true" />
                </span>
              </article>
            </li>
          )
        })}
    </ul>
  )
}

export default AboutUsVideos
