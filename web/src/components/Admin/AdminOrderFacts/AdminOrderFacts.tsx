import { formatKzPhone, normalizeKzPhone } from '@domain/phone'
import type { AdminOrderFields } from 'types/graphql'

import { shopTime } from 'src/components/Admin/AdminOrderList/AdminOrderList'
import { DeliveryChargeTerms } from 'src/components/Order/OrderFulfilmentFacts/OrderFulfilmentFacts'
import { oneCText } from 'src/components/Order/OrderInOneC/OrderInOneC'

type Person = { name: string; phone?: string | null; email?: string | null }

/** A phone staff can call from the page (tel: in E.164), shown as the shop shows phones. */
const PhoneLink = ({ phone }: { phone?: string | null }) =>
  phone ? (
    <a href={`tel:${normalizeKzPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`}>
      {formatKzPhone(phone)}
    </a>
  ) : (
    <>—</>
  )

const EmailLink = ({ email }: { email?: string | null }) =>
  email ? <a href={`mailto:${email}`}>{email}</a> : <>—</>

const personText = (person: Person) =>
  [person.name, person.phone && formatKzPhone(person.phone), person.email]
    .filter(Boolean)
    .join(', ') || '—'

/** Where the goods go: the pickup shop, or the delivery's city, address and time. */
export function receivingText(order: Pick<AdminOrderFields, 'fulfilment' | 'shop'>): string {
  const { fulfilment, shop } = order
  if (fulfilment.method === 'delivery') {
    const place = [fulfilment.city, fulfilment.address].filter(Boolean).join(', ')
    const time = fulfilment.preferredTime ? ` (${fulfilment.preferredTime})` : ''
    return `${fulfilment.title}: ${place || 'адрес не указан'}${time}`
  }
  return `${fulfilment.title}: ${shop ? `${shop.name}, ${shop.address}` : 'магазин не выбран'}`
}

export interface AdminOrderFactsProps {
  order: AdminOrderFields
  /** The page links phones and e-mails; the printed sheet shows them as text. */
  links?: boolean
  className?: string
}

/**
 * Everything the buyer gave, as the order's facts hold it (issue 29 §1):
 * whom to call (the contact typed at checkout, and the profile when it
 * differs), the company requisites fixed at placing, pickup or delivery with
 * address, time and fee, the payment type and the online payment's state.
 * The staff page and the printed order show the same list.
 */
const AdminOrderFacts = ({
  order,
  links = true,
  className = 'admin-order__facts',
}: AdminOrderFactsProps) => {
  const { buyer, profile, company, fulfilment } = order
  return (
    <dl className={className} aria-label="Покупатель, получение и оплата">
      <dt>Покупатель</dt>
      <dd>
        {buyer.name || '—'} ({buyer.kind === 'guest' ? 'гость, без аккаунта' : 'аккаунт'})
      </dd>
      <dt>Телефон</dt>
      <dd>
        {links ? <PhoneLink phone={buyer.phone} /> : buyer.phone ? formatKzPhone(buyer.phone) : '—'}
      </dd>
      <dt>E-mail</dt>
      <dd>{links ? <EmailLink email={buyer.email} /> : (buyer.email ?? '—')}</dd>
      {profile ? (
        <>
          <dt>Профиль в аккаунте</dt>
          <dd>{personText(profile)}</dd>
        </>
      ) : null}
      {company ? (
        <>
          <dt>Компания</dt>
          <dd>
            {company.legalName}, БИН {company.bin}
            <br />
            {company.legalAddress}
            {company.iban ? (
              <>
                <br />
                ИИК {company.iban}
                {company.bankName ? `, ${company.bankName}` : ''}
                {company.bik ? `, БИК ${company.bik}` : ''}
                {company.kbe ? `, Кбе ${company.kbe}` : ''}
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      <dt>Получение</dt>
      <dd>{receivingText(order)}</dd>
      <DeliveryChargeTerms fulfilment={fulfilment} />
      <dt>Способ оплаты</dt>
      <dd>{order.paymentType?.name ?? 'не выбран'}</dd>
      <dt>Онлайн-оплата</dt>
      <dd>
        {order.paymentStatusTitle
          ? `${order.paymentStatusTitle}${order.paymentMethod === 'installment' ? ' (в рассрочку)' : ''}`
          : 'не проводилась'}
      </dd>
      <dt>Оформлен</dt>
      <dd>{shopTime(order.placedAt)}</dd>
      <dt>Номер в 1С</dt>
      <dd>{order.oneC ? oneCText(order.oneC) : '1С ещё не прислала'}</dd>
      <dt>Комментарий</dt>
      <dd className="admin-order__comment">{order.comment || '—'}</dd>
    </dl>
  )
}

export default AdminOrderFacts
