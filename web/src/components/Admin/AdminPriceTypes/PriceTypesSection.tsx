import { useState } from 'react'

import type { PriceTypeSaveInput } from '@modules/pricing/rules/priceTypeAdmin'

import PriceTypeForm from 'src/components/Admin/Catalog/PriceTypeForm/PriceTypeForm'
import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { useConfirm } from 'src/components/Modal/ConfirmDialog'
import { shopMessageOf } from 'src/lib/graphqlErrors'

import { useDeletePriceType, useSavePriceType } from './priceTypeChanges'
import PriceTypesTable, { type PriceType } from './PriceTypesTable'

/**
 * The price types with create, rename (the form below the table) and delete
 * (after asking). The list redraws from the change's answer (priceTypeChanges).
 */
const PriceTypesSection = ({ priceTypes }: { priceTypes: PriceType[] }) => {
  const [editing, setEditing] = useState<PriceType | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const { savePriceType, saving } = useSavePriceType()
  const { deletePriceType, deleting } = useDeletePriceType()
  const { confirm, dialog } = useConfirm()

  const onSave = async (input: PriceTypeSaveInput) => {
    await savePriceType(input)
    setEditing(null)
  }

  const onDelete = async (type: PriceType) => {
    setNotice(null)
    const yes = await confirm({
      title: `Удалить тип цен «${type.name}»?`,
      description: `Цены этого типа (товаров: ${type.productCount}) удалятся; покупатели его групп (${type.groupCount}) будут видеть розничные цены.`,
      confirmLabel: 'Удалить',
      tone: 'danger',
    })
    if (!yes) return
    try {
      await deletePriceType(type.id)
      if (editing?.id === type.id) setEditing(null)
      setNotice({ kind: 'status', text: `Тип цен «${type.name}» удалён.` })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, 'Не удалось удалить тип цен.') })
    }
  }

  return (
    <>
      <h2>Типы цен</h2>
      <AdminNotice notice={notice} />
      <PriceTypesTable
        priceTypes={priceTypes}
        onEdit={setEditing}
        onDelete={onDelete}
        deleting={deleting}
      />
      <PriceTypeForm
        priceType={editing}
        onSave={onSave}
        onCancel={() => setEditing(null)}
        saving={saving}
      />
      {dialog}
    </>
  )
}

export default PriceTypesSection
