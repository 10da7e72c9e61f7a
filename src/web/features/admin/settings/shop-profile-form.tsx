// The seller profile staff keep: who sells (invoices), how shoppers reach the shop (footer,
// contact page, mails) and its grievance officer.
import type { FieldPath } from 'react-hook-form'
import { INDIAN_STATES } from '#domain/india.ts'
import {
  type AdminShopProfileResponse,
  SHOP_PROFILE_LIMITS,
  SHOP_PROFILE_MESSAGES,
  type ShopProfileInput,
  ShopProfileSchema,
} from '#domain/shop-profile.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.tsx'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { saveShopProfile } from './shop-profile-api.ts'

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }))

interface ShopProfileFormProps {
  saved: AdminShopProfileResponse
  onSaved(saved: AdminShopProfileResponse): void
}

export function ShopProfileForm({ saved, onSaved }: ShopProfileFormProps) {
  const { profile, savedAt } = saved
  const { register, handleSubmit, formState, setError } = useZodForm(ShopProfileSchema, {
    defaultValues: { ...profile, cin: profile.cin ?? '' },
  })
  const errors = formState.errors

  const save = handleSubmit(async (values) => {
    try {
      onSaved(await saveShopProfile(values))
      toast.success(SHOP_PROFILE_MESSAGES.saved)
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        error.errors.forEach(({ path, message }, i) =>
          setError(path as FieldPath<ShopProfileInput>, { message }, { shouldFocus: i === 0 }),
        )
      }
      toast.error(errorMessage(error, 'Failed to save the shop profile'))
    }
  })

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-4 grid gap-6">
      <p className="text-sm text-slate-600">
        {savedAt
          ? `Saved ${formatDateTime(savedAt)}.`
          : "These are the shop's environment settings (SELLER_*, SUPPORT_*, GRIEVANCE_OFFICER_*) until you save them here."}{' '}
        Invoices issued from then on, mails, the footer and the contact page use what you save;
        invoices already issued keep the seller they name.
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Seller</legend>
        <TextField
          label="Legal name"
          maxLength={SHOP_PROFILE_LIMITS.legalName}
          error={errors.legalName?.message}
          className="sm:col-span-2"
          {...register('legalName')}
        />
        <TextAreaField
          label="Registered address"
          rows={3}
          maxLength={SHOP_PROFILE_LIMITS.address}
          hint={`Up to ${SHOP_PROFILE_LIMITS.addressLines} lines, as invoices print it`}
          error={errors.address?.message}
          className="sm:col-span-2"
          {...register('address')}
        />
        <SelectField
          label="State"
          options={STATE_OPTIONS}
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="GSTIN"
          maxLength={15}
          autoCapitalize="characters"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <TextField
          label="CIN (companies only)"
          maxLength={21}
          autoCapitalize="characters"
          hint="Leave empty for a proprietorship or a partnership"
          error={errors.cin?.message}
          {...register('cin')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Support</legend>
        <TextField
          label="Support phone"
          type="tel"
          maxLength={SHOP_PROFILE_LIMITS.phone}
          error={errors.supportPhone?.message}
          {...register('supportPhone')}
        />
        <TextField
          label="Support email"
          type="email"
          error={errors.supportEmail?.message}
          {...register('supportEmail')}
        />
        <TextField
          label="Support hours"
          maxLength={SHOP_PROFILE_LIMITS.supportHours}
          error={errors.supportHours?.message}
          {...register('supportHours')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Grievance officer</legend>
        <TextField
          label="Officer's name"
          maxLength={SHOP_PROFILE_LIMITS.person}
          error={errors.grievanceOfficer?.name?.message}
          {...register('grievanceOfficer.name')}
        />
        <TextField
          label="Designation"
          maxLength={SHOP_PROFILE_LIMITS.person}
          error={errors.grievanceOfficer?.designation?.message}
          {...register('grievanceOfficer.designation')}
        />
        <TextField
          label="Officer's email"
          type="email"
          error={errors.grievanceOfficer?.email?.message}
          {...register('grievanceOfficer.email')}
        />
      </fieldset>
      <div>
        <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
          Save Shop Profile
        </Button>
      </div>
    </form>
  )
}
