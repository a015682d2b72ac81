import AdminOrderCell from 'src/components/Admin/AdminOrderCell'

/** /admin/orders/{id}: one order as staff work it (the cell's page has the heading). */
const AdminOrderPage = ({ id }: { id: number }) => <AdminOrderCell id={id} />

export default AdminOrderPage
