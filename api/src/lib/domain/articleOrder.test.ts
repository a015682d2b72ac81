import { inArticleOrder } from './articleOrder'

describe('inArticleOrder', () => {
  it('orders the found products as asked and leaves out articles with none', () => {
    const found = [{ article: 'C' }, { article: 'A' }]
    expect(inArticleOrder(['A', 'B', 'C'], found)).toEqual([{ article: 'A' }, { article: 'C' }])
    expect(inArticleOrder([], found)).toEqual([])
  })
})
