import { exportHref, refusedOf, sortChange, variablesOf, withChanges } from './adminOrderParams'

describe('the order list in the address bar', () => {
  it('reads the defaults from an empty address', () => {
    expect(variablesOf({})).toEqual({
      status: [],
      shop: null,
      from: null,
      to: null,
      kind: null,
      fulfilment: null,
      paymentType: null,
      paymentStatus: null,
      search: null,
      page: 1,
      pageSize: 25,
      sort: 'placedAt',
      direction: 'desc',
    })
  })

  it('reads a filtered, sorted page', () => {
    expect(
      variablesOf({
        status: 'placed',
        shop: '2',
        from: '2026-11-01',
        kind: 'guest',
        fulfilment: 'delivery',
        paymentType: '2',
        search: '701',
        sort: 'total',
        direction: 'asc',
        page: '3',
        id: '5',
      })
    ).toEqual(
      expect.objectContaining({
        status: ['placed'],
        shop: 2,
        from: '2026-11-01',
        kind: 'guest',
        fulfilment: 'delivery',
        paymentType: 2,
        search: '701',
        sort: 'total',
        direction: 'asc',
        page: 3,
      })
    )
  })

  it('drops what a hand-edited link got wrong, keeping the rest', () => {
    expect(variablesOf({ status: 'draft', page: 'x', search: 'Алия' })).toEqual(
      expect.objectContaining({ status: [], page: 1, search: 'Алия' })
    )
  })

  it('names what it dropped, with the Russian reason, so the form can say it', () => {
    const reversed = { from: '2026-11-25', to: '2026-11-01', search: 'Алия' }
    expect(variablesOf(reversed)).toEqual(
      expect.objectContaining({ from: '2026-11-25', to: null, search: 'Алия' })
    )
    expect(refusedOf(reversed)).toEqual({ to: 'Дата «по» раньше даты «с».' })
    expect(refusedOf({ status: 'draft', paymentStatus: 'stolen', page: '2' })).toEqual({
      status: 'Выберите значение из списка.',
      paymentStatus: 'Выберите значение из списка.',
    })
    expect(refusedOf({ status: 'placed', from: '2026-11-01' })).toEqual({})
  })

  it('reads the online payment’s state', () => {
    expect(variablesOf({ status: 'cancelled', paymentStatus: 'paid' })).toEqual(
      expect.objectContaining({ status: ['cancelled'], paymentStatus: 'paid' })
    )
  })

  it('goes back to page 1 when the filter or sorting changes', () => {
    expect(withChanges({ status: 'placed', page: '4' }, { sort: 'number' })).toEqual({
      status: 'placed',
      sort: 'number',
    })
    expect(withChanges({ status: 'placed' }, { page: '2' })).toEqual({
      status: 'placed',
      page: '2',
    })
    expect(withChanges({ status: 'placed', search: 'x' }, { status: undefined })).toEqual({
      search: 'x',
    })
  })

  it('flips the sorted column, starts another from its natural direction', () => {
    expect(sortChange({ sort: 'placedAt', direction: 'desc' }, 'placedAt')).toEqual({
      sort: 'placedAt',
      direction: 'asc',
    })
    expect(sortChange({ sort: 'placedAt', direction: 'desc' }, 'number')).toEqual({
      sort: 'number',
      direction: 'asc',
    })
    expect(sortChange({ sort: 'number', direction: 'asc' }, 'total')).toEqual({
      sort: 'total',
      direction: 'desc',
    })
  })

  it('exports the filter and sorting, never the page', () => {
    expect(exportHref({ status: 'placed', search: 'Алия', page: '3', pageSize: '50' }, 'csv')).toBe(
      '/api/v1/admin/orders/export.csv?status=placed&search=%D0%90%D0%BB%D0%B8%D1%8F'
    )
    expect(exportHref({}, 'xlsx')).toBe('/api/v1/admin/orders/export.xlsx')
  })
})
