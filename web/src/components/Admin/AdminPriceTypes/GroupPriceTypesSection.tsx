import { useState } from 'react'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { shopMessageOf } from 'src/lib/graphqlErrors'

import GroupPriceTypesTable, { priceTypeNameOf, type GroupPriceType } from './GroupPriceTypesTable'
import { useSetGroupPriceType } from './priceTypeChanges'
import type { PriceType } from './PriceTypesTable'

/** The customer groups and the type each one's customers see, saved as it is chosen. */
const GroupPriceTypesSection = ({
  groups,
  priceTypes,
}: {
  groups: GroupPriceType[]
  priceTypes: PriceType[]
}) => {
  const [notice, setNotice] = useState<Notice | null>(null)
  const { setGroupPriceType, settingGroup } = useSetGroupPriceType()

  const onChange = async (group: GroupPriceType, priceTypeId: number | null) => {
    setNotice(null)
    try {
      await setGroupPriceType(group.id, priceTypeId)
      const name = priceTypeNameOf(priceTypes, priceTypeId)
      setNotice({ kind: 'status', text: `Группа «${group.title}» видит цены «${name}».` })
    } catch (error) {
      setNotice({
        kind: 'alert',
        text: shopMessageOf(error, 'Не удалось сохранить тип цен группы.'),
      })
    }
  }

  return (
    <>
      <h2>Группы покупателей</h2>
      <p>Покупатели группы видят цены её типа, а где у товара их нет — розничные.</p>
      <AdminNotice notice={notice} />
      <GroupPriceTypesTable
        groups={groups}
        priceTypes={priceTypes}
        onChange={onChange}
        disabled={settingGroup}
      />
    </>
  )
}

export default GroupPriceTypesSection
