import { useEffect, useState } from 'react'

import { usePageLoadingContext } from '@redwoodjs/router'

import { useT } from 'src/lib/i18n'

import './PageProgress.css'

/** SPEC §4/§9: shown 200 ms into a navigation (the Router's delay), runs 5000 ms, hides 500 ms after. */
export const PROGRESS_HIDE_DELAY_MS = 500

const PageProgress = () => {
  const { loading } = usePageLoadingContext()
  const t = useT()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (loading) {
      setVisible(true)
      return
    }
    const timer = setTimeout(() => setVisible(false), PROGRESS_HIDE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!visible) return null
  return (
    <div
      className={`page-progress${loading ? '' : ' page-progress--done'}`}
      role="progressbar"
      aria-label={t('layout.pageLoading')}
    />
  )
}

export default PageProgress
