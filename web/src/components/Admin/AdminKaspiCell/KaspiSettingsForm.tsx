import { useState } from 'react'

import {
  kaspiSettingsSchema,
  type KaspiSettingsInput,
} from '@modules/marketplaces/rules/kaspiSettings'
import type {
  AdminKaspiQuery,
  SaveAdminKaspiMutation,
  SaveAdminKaspiMutationVariables,
} from 'types/graphql'

import { Form, Submit, useWatch } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import AdminNotice, { type Notice } from 'src/components/Admin/ui/AdminNotice'
import { FieldLabel, FieldMessages } from 'src/components/FormFields/FieldParts'
import TextRow from 'src/components/FormFields/TextRow'
import { shopMessageOf } from 'src/lib/graphqlErrors'
import { useSchemaForm } from 'src/lib/schemaResolver'

import { KASPI_SCREEN_FIELDS } from './kaspiScreen'

export type KaspiScreen = AdminKaspiQuery['adminKaspi']

export const SAVE_ADMIN_KASPI = gql`
  mutation SaveAdminKaspiMutation($input: AdminKaspiSettingsInput!) {
    saveAdminKaspi(input: $input) {
      ...AdminKaspiScreenFields
    }
  }
  ${KASPI_SCREEN_FIELDS}
`

export const KASPI_SAVED = 'Настройки Kaspi сохранены.'
const SAVE_FAILED = 'Не удалось сохранить настройки. Попробуйте ещё раз.'

const LISTING_LABELS: Record<string, string> = {
  all: 'Все активные товары с ценой и остатком',
  sections: 'Только выбранные разделы',
  brands: 'Только выбранные бренды',
  flagged: 'Только товары с отметкой «На Kaspi»',
}

const valuesOf = (screen: KaspiScreen) => ({
  merchantId: screen.merchantId,
  company: screen.company,
  token: screen.token ?? '',
  listing: screen.listing,
  categoryIds: screen.categoryIds.map(String),
  brandIds: screen.brandIds.map(String),
  shops: screen.shops.map((shop) => ({
    shopId: shop.shopId,
    kaspiStoreId: shop.kaspiStoreId ?? '',
    katoCode: shop.katoCode ?? '',
  })),
})

/** A random secret for the list's address (24 URL-safe characters). */
const newToken = () => {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

/**
 * The Kaspi.kz price list's settings: the merchant, which products are
 * listed, each shop's point of sale and KATO code, the address's secret.
 * Checked by the api's own schema first; the answer is the fresh screen.
 */
const KaspiSettingsForm = ({
  screen,
  onSaved,
}: {
  screen: KaspiScreen
  onSaved: (screen: KaspiScreen) => void
}) => {
  const { formMethods, onValid } = useSchemaForm(kaspiSettingsSchema, {
    defaultValues: valuesOf(screen) as never,
  })
  const listing = useWatch({ control: formMethods.control, name: 'listing' as never })
  const [notice, setNotice] = useState<Notice | null>(null)
  const [save, { loading }] = useMutation<SaveAdminKaspiMutation, SaveAdminKaspiMutationVariables>(
    SAVE_ADMIN_KASPI
  )

  const onSubmit = async (input: KaspiSettingsInput) => {
    setNotice(null)
    try {
      const { data } = await save({ variables: { input } })
      if (data) onSaved(data.saveAdminKaspi)
      setNotice({ kind: 'status', text: KASPI_SAVED })
    } catch (error) {
      setNotice({ kind: 'alert', text: shopMessageOf(error, SAVE_FAILED) })
    }
  }

  const { register } = formMethods
  return (
    <Form
      formMethods={formMethods}
      onSubmit={onValid(onSubmit)}
      className="form"
      aria-label="Настройки Kaspi.kz"
      noValidate
    >
      <AdminNotice notice={notice} />
      <TextRow name="merchantId" label="ID магазина в Kaspi (merchantid)" required />
      <TextRow name="company" label="Название компании (company)" required />
      <fieldset className="field">
        <legend className="field__label">Какие товары выгружать</legend>
        {Object.entries(LISTING_LABELS).map(([value, label]) => (
          <label key={value} className="field__choice">
            <input type="radio" value={value} {...register('listing' as never)} /> {label}
          </label>
        ))}
        <FieldMessages name="listing" id="field-listing-error" />
      </fieldset>
      {listing === 'sections' && (
        <div className="field">
          <FieldLabel name="categoryIds" id="field-categoryIds">
            Разделы
          </FieldLabel>
          <select
            multiple
            id="field-categoryIds"
            className="field__input"
            size={8}
            {...register('categoryIds' as never)}
          >
            {screen.sectionChoices.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </select>
          <FieldMessages name="categoryIds" id="field-categoryIds-error" />
        </div>
      )}
      {listing === 'brands' && (
        <div className="field">
          <FieldLabel name="brandIds" id="field-brandIds">
            Бренды
          </FieldLabel>
          <select
            multiple
            id="field-brandIds"
            className="field__input"
            size={8}
            {...register('brandIds' as never)}
          >
            {screen.brandChoices.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </select>
          <FieldMessages name="brandIds" id="field-brandIds-error" />
        </div>
      )}
      <fieldset className="field">
        <legend className="field__label">Магазины на Kaspi</legend>
        <p>
          Код точки продаж (PP1, PP2 …) и код КАТО города берите из кабинета продавца Kaspi. Магазин
          без кода точки продаж в прайс-лист не попадает.
        </p>
        {screen.shops.map((shop, index) => (
          <div key={shop.shopId} className="admin-kaspi__shop">
            <input type="hidden" {...register(`shops.${index}.shopId` as never)} />
            <label className="field">
              <span className="field__label">Код точки продаж Kaspi — {shop.name}</span>
              <input
                className="field__input"
                {...register(`shops.${index}.kaspiStoreId` as never)}
              />
            </label>
            <label className="field">
              <span className="field__label">Код КАТО — {shop.city}</span>
              <input
                className="field__input"
                inputMode="numeric"
                {...register(`shops.${index}.katoCode` as never)}
              />
            </label>
          </div>
        ))}
        <FieldMessages name="shops" id="field-shops-error" />
      </fieldset>
      <TextRow name="token" label="Секрет в адресе прайс-листа (необязательно)" />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => formMethods.setValue('token' as never, newToken() as never)}
      >
        Придумать секрет
      </button>{' '}
      <Submit className="button" disabled={loading}>
        Сохранить настройки
      </Submit>
    </Form>
  )
}

export default KaspiSettingsForm
