import { useState } from 'react'

import { COMPARE_LIMIT } from '@domain/compare'

import { Link } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

import CompareCell from 'src/components/CompareCell'
import { useCompare, useCompareGroupName } from 'src/components/ShopState/CompareProvider'
import { richText, useLocalePath } from 'src/lib/i18n'
import { useCatalogueT } from 'src/lib/i18n/catalogueSide'
import { PATHS } from 'src/lib/links'

import './ComparePage.css'

/**
 * Tabs are named by position: subcategory names hold spaces, and an id with
 * a space cannot be referenced by aria-labelledby (it reads as two ids).
 */
const tabId = (index: number) => `compare-tab-${index}`

/** /compare: one tab per subcategory, up to 3 products each, kept in the browser (SPEC §2, §4). */
const ComparePage = () => {
  const to = useLocalePath()
  const t = useCatalogueT()
  const compare = useCompare()
  const groupName = useCompareGroupName()
  const groups = Object.keys(compare.map)
  const [chosen, setChosen] = useState<string | null>(null)
  const active = chosen && groups.includes(chosen) ? chosen : (groups[0] ?? null)
  return (
    <main className="page compare-page">
      <Metadata title={t('compare.title')} description={t('compare.description')} />
      <h1 className="page__title">{t('compare.title')}</h1>
      {!active ? (
        <div className="card">
          <p>{t('compare.empty')}</p>
          <p>
            {richText(t('compare.howTo', { count: COMPARE_LIMIT }), (text) => (
              <Link to={to(PATHS.precatalog)}>{text}</Link>
            ))}
          </p>
        </div>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('compare.subcategories')}
            className="compare-page__tabs"
          >
            {groups.map((group, index) => (
              <button
                key={group}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={group === active}
                aria-controls="compare-panel"
                className="compare-page__tab"
                onClick={() => setChosen(group)}
              >
                {groupName(group)} ({compare.map[group].length})
              </button>
            ))}
          </div>
          <section
            role="tabpanel"
            id="compare-panel"
            aria-labelledby={tabId(groups.indexOf(active))}
            className="compare-page__panel"
          >
            <CompareCell
              articles={compare.map[active]}
              subcategory={groupName(active)}
              onRemove={(article: string) => compare.remove(active, article)}
            />
          </section>
        </>
      )}
    </main>
  )
}

export default ComparePage
