import AdminOrderCell from 'src/components/Admin/AdminOrderCell'

/** /admin/orders/{id}/print: the order on paper, outside the back office's layout. */
const AdminOrderPrintPage = ({ id }: { id: number }) => <AdminOrderCell id={id} view="print" />

export default AdminOrderPrintPage
