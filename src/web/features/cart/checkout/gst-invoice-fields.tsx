// A business buyer's ask for a GST invoice, with the name and GSTIN it is made out to.
import type { UseFormRegister } from 'react-hook-form'
import { BUSINESS_NAME_LENGTH, GST_INVOICE_CHOICE } from '#domain/invoice/billing.ts'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { CheckoutFormValues } from './checkout-form.ts'

interface GstInvoiceFieldsProps {
  register: UseFormRegister<CheckoutFormValues>
  errorOf(name: 'businessName' | 'gstin'): string | undefined
  /** Whether the shopper asked for one. */
  asked: boolean
}

export function GstInvoiceFields({ register, errorOf, asked }: GstInvoiceFieldsProps) {
  return (
    <>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('gstInvoice')} />
        {GST_INVOICE_CHOICE}
      </label>
      {asked && (
        <>
          <TextField
            label="Business Name"
            autoComplete="organization"
            maxLength={BUSINESS_NAME_LENGTH.max}
            error={errorOf('businessName')}
            {...register('businessName')}
          />
          <TextField
            label="GSTIN"
            autoCapitalize="characters"
            maxLength={15}
            hint="15 characters, e.g. 29AAGCB7383J1Z4"
            error={errorOf('gstin')}
            {...register('gstin')}
          />
        </>
      )}
    </>
  )
}
