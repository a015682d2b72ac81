// Redwood turns a static import of a cell's folder into the cell: a lazy
// import (ProductCell) takes it through this module.
import RecentlyViewedCell from 'src/components/RecentlyViewedCell'

export default RecentlyViewedCell
