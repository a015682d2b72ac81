import { render, screen } from '@redwoodjs/testing/web'

import { Empty, Failure, Loading, Success, isEmpty } from './SearchCorrectionCell'
import { standard } from './SearchCorrectionCell.mock'

describe('SearchCorrectionCell (issue 30 §5)', () => {
  it('says which query the results are for, in the exact words', () => {
    render(<Success {...standard()} query="yfcjc" />)
    expect(screen.getByText('Показаны результаты по запросу «насос»')).toBeInTheDocument()
  })

  it('is empty when the query was read as typed', () => {
    expect(isEmpty({ catalogSearchCorrection: null })).toBe(true)
    expect(isEmpty(standard())).toBe(false)
  })

  it('shows nothing while loading, when empty or on failure', () => {
    for (const State of [Loading, Empty, Failure]) {
      const { container, unmount } = render(<State />)
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })
})
