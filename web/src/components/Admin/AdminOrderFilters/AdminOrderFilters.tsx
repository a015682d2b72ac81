import { useEffect } from 'react'

import { adminOrderFilterSchema } from '@modules/orders/rules/staffOrderList'
import {
  PAYMENT_STATE_TITLES,
  type PaymentStateName,
} from '@modules/payments/rules/paymentLifecycle'

import {
  FieldError,
  Form,
  InputField,
  Label,
  SelectField,
  Submit,
  TextField,
} from '@redwoodjs/forms'
import { Link, navigate, routes } from '@redwoodjs/router'

import {
  listParamsOf,
  refusedOf,
  withChanges,
  type OrderListParams,
} from 'src/components/Admin/AdminOrderList/adminOrderParams'
import { useSchemaForm } from 'src/lib/schemaResolver'

import 'src/components/Admin/ui/admin-ui.css'

/** A date field's value as the YYYY-MM-DD it shows (the schema reads days, not Date objects). */
const KEEP_TEXT = { setValueAs: (value: unknown) => value }

export interface AdminOrderFiltersProps {
  params: OrderListParams
  shops: readonly { id: number; name: string }[]
  paymentTypes?: readonly { id: number; name: string }[]
}

/** The form's fields: an address value refused for one of them is shown on it. */
const FIELDS = [
  'search',
  'shop',
  'kind',
  'fulfilment',
  'paymentType',
  'paymentStatus',
  'from',
  'to',
] as const

/**
 * The list's filter (the status is chosen by the tabs): validated by the
 * api's own filter schema, then written to the address bar, which the list
 * reads. «Сбросить» keeps nothing but the status tab.
 *
 * A reversed range («по» before «с») is refused, not swapped: the form says
 * «Дата «по» раньше даты «с».» on «Оформлен по» and goes nowhere; an address
 * that carries one (a bookmark, a hand-edited link) shows the same message
 * on the field, and the list leaves that date out until it is fixed.
 */
const OrderFilterForm = ({ params, shops, paymentTypes = [] }: AdminOrderFiltersProps) => {
  const { formMethods, onValid } = useSchemaForm(adminOrderFilterSchema, {
    defaultValues: {
      search: params.search ?? '',
      shop: params.shop ?? '',
      kind: (params.kind ?? '') as '' | 'guest' | 'account',
      fulfilment: (params.fulfilment ?? '') as '' | 'pickup' | 'delivery',
      paymentType: params.paymentType ?? '',
      paymentStatus: (params.paymentStatus ?? '') as '' | PaymentStateName,
      from: params.from ?? '',
      to: params.to ?? '',
    },
  })
  // What the address said that the list could not use: said on its field, never dropped silently.
  const { setError } = formMethods
  useEffect(() => {
    const refused = refusedOf(params)
    for (const name of FIELDS) {
      if (refused[name]) setError(name, { type: 'address', message: refused[name] })
    }
    // The form is made anew for each address (its key), so once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const apply = onValid((filter) =>
    navigate(
      routes.adminOrders(
        withChanges(params, {
          search: filter.search || undefined,
          shop: filter.shop ? String(filter.shop) : undefined,
          kind: filter.kind ?? undefined,
          fulfilment: filter.fulfilment ?? undefined,
          paymentType: filter.paymentType ? String(filter.paymentType) : undefined,
          paymentStatus: filter.paymentStatus ?? undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
        })
      )
    )
  )
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="admin-filters__field">
      <Label name={name} htmlFor={`order-filter-${name}`}>
        {label}
      </Label>
      {input}
      <FieldError name={name} className="field__error" role="alert" />
    </div>
  )
  return (
    <Form
      formMethods={formMethods}
      onSubmit={apply}
      className="admin-filters"
      aria-label="Фильтр заказов"
      role="search"
    >
      {field(
        'search',
        'Номер, телефон, e-mail или имя',
        <TextField name="search" id="order-filter-search" className="field__input" />
      )}
      {field(
        'shop',
        'Магазин',
        <SelectField name="shop" id="order-filter-shop" className="field__input">
          <option value="">Все магазины</option>
          {shops.map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      )}
      {field(
        'kind',
        'Покупатель',
        <SelectField name="kind" id="order-filter-kind" className="field__input">
          <option value="">Все</option>
          <option value="account">С аккаунтом</option>
          <option value="guest">Гости</option>
        </SelectField>
      )}
      {field(
        'fulfilment',
        'Получение',
        <SelectField name="fulfilment" id="order-filter-fulfilment" className="field__input">
          <option value="">Любое</option>
          <option value="pickup">Самовывоз</option>
          <option value="delivery">Доставка</option>
        </SelectField>
      )}
      {field(
        'paymentType',
        'Способ оплаты',
        <SelectField name="paymentType" id="order-filter-paymentType" className="field__input">
          <option value="">Любой</option>
          {paymentTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </SelectField>
      )}
      {field(
        'paymentStatus',
        'Онлайн-оплата',
        <SelectField name="paymentStatus" id="order-filter-paymentStatus" className="field__input">
          <option value="">Любая</option>
          {Object.entries(PAYMENT_STATE_TITLES).map(([state, title]) => (
            <option key={state} value={state}>
              {title}
            </option>
          ))}
        </SelectField>
      )}
      {field(
        'from',
        'Оформлен с',
        <InputField
          name="from"
          id="order-filter-from"
          type="date"
          className="field__input"
          validation={KEEP_TEXT}
        />
      )}
      {field(
        'to',
        'Оформлен по',
        <InputField
          name="to"
          id="order-filter-to"
          type="date"
          className="field__input"
          validation={KEEP_TEXT}
        />
      )}
      <Submit className="button button--small">Найти</Submit>
      <Link
        to={routes.adminOrders(params.status ? { status: params.status } : {})}
        className="button button--secondary button--small"
      >
        Сбросить
      </Link>
    </Form>
  )
}

/**
 * The form's values are its defaults: a new address («Сбросить», back,
 * forward) starts a new form, so the fields show what the list shows.
 */
const AdminOrderFilters = (props: AdminOrderFiltersProps) => (
  <OrderFilterForm key={JSON.stringify(listParamsOf(props.params))} {...props} />
)

export default AdminOrderFilters
