import { render, screen, within } from '@redwoodjs/testing/web'

import { loadCatalog } from 'src/lib/i18n'
import { AtPage } from 'src/testing/InLanguage'

import AboutUsVideos from './AboutUsVideos'
import { inKazakh, standard } from './AboutUsVideos.mock'

describe('AboutUsVideos', () => {
  it('links each video to the video site in a new tab, saying so', () => {
    render(<AboutUsVideos {...standard()} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    const link = screen.getByRole('link', {
      name: 'Монтаж блочно-модульной котельной за 12 дней (видео откроется в новой вкладке)',
    })
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=akvtr-video2')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(
      screen.getByRole('heading', { level: 2, name: /^Экскурсия по производству «Акватории»/ })
    ).toBeInTheDocument()
  })

  it('shows previews as lazy decoration, with a play mark where there is none', () => {
    const { container } = render(<AboutUsVideos {...standard()} headingLevel={3} />)
    const previews = Array.from(container.querySelectorAll('img'))
    expect(previews).toHaveLength(2)
    previews.forEach((img) => {
      expect(img).toHaveAttribute('alt', '')
      expect(img).toHaveAttribute('loading', 'lazy')
    })
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4)
  })

  it('leaves out a video whose address is not a web address', () => {
    render(
      <AboutUsVideos
        videos={[{ id: 9, title: 'Черновик', url: 'javascript:alert(1)', preview: null }]}
      />
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('marks the videos’ Russian titles lang="ru" on a Kazakh page', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about-us-events">
        <AboutUsVideos {...standard()} />
      </AtPage>
    )
    const [first] = standard().videos
    expect(screen.getByText(first.title)).toHaveAttribute('lang', 'ru')
  })

  it('on a Kazakh page shows a Kazakh title unmarked and marks only the Russian ones', async () => {
    await loadCatalog('kk')
    render(
      <AtPage href="/kk/about-us-events">
        <AboutUsVideos {...inKazakh()} />
      </AtPage>
    )
    const kazakh = screen.getByRole('link', {
      name: 'Жеке үйге айналым сорғысын қалай таңдауға болады (бейне жаңа бетте ашылады)',
    })
    expect(kazakh.querySelector('[lang]')).toBeNull()
    expect(screen.getByText('Монтаж блочно-модульной котельной за 12 дней')).toHaveAttribute(
      'lang',
      'ru'
    )
  })

  it('on a Russian page marks nothing', () => {
    render(<AboutUsVideos {...standard()} />)
    expect(document.querySelector('[lang]')).toBeNull()
  })
})
