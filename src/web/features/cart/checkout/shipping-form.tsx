import { useEffect, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { INDIAN_STATES, PHONE_INPUT_MAX } from '#domain/india.ts'
import {
  type Billing,
  BillingFieldsSchema,
  billingOf,
  BUSINESS_NAME_LENGTH,
  GST_INVOICE_CHOICE,
} from '#domain/invoice/billing.ts'
import {
  ADDRESS_LENGTHS,
  ADDRESS_REQUIRED,
  type ShippingAddress,
  ShippingAddressSchema,
} from '#domain/order/create-order.ts'
import type { Paise } from '#domain/money.ts'
import { PINCODE_UNKNOWN } from '#domain/pincode-rules.ts'
import { type CodTerms, codRefusal, type PaymentMethod } from '#domain/order/payment-method.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { deliveryDates } from '#web/lib/pincode-lookup.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { PaymentMethodChoice } from './payment-method-choice.tsx'
import { usePincodeFill } from './use-pincode-fill.ts'

interface ShippingFormProps {
  defaults: { name: string; phone: string }
  payment: {
    method: PaymentMethod
    onChange(method: PaymentMethod): void
    /** The shop's cash-on-delivery terms, once known. */
    cod: CodTerms | undefined
    /** What the order comes to before any cash-on-delivery fee. */
    totalBeforeFee: Paise
  }
  payLabel: string
  busy: boolean
  onPay(address: ShippingAddress, billing: Billing | null): void
  onCancel(): void
}

// Shipping address and billing fields in one form: its own superRefine runs once the shape passes.
const CheckoutFormSchema = z.intersection(ShippingAddressSchema, BillingFieldsSchema)

const STATE_OPTIONS = [
  { value: '', label: 'Select a state' },
  ...INDIAN_STATES.map((s) => ({ value: s, label: s })),
]

export function ShippingForm({
  defaults,
  payment,
  payLabel,
  busy,
  onPay,
  onCancel,
}: ShippingFormProps) {
  const form = useZodForm(CheckoutFormSchema, {
    defaultValues: {
      ...defaults,
      address: '',
      city: '',
      state: '',
      pincode: '',
      gstInvoice: false,
      businessName: '',
      gstin: '',
    },
  })
  const gstInvoice = useWatch({ control: form.control, name: 'gstInvoice' })
  const { errors } = form.formState
  const { place, unknown } = usePincodeFill(
    form,
    useWatch({ control: form.control, name: 'pincode' }),
  )
  // The spec's one sentence for empty fields is said once; each empty field just says 'Required'.
  const missing = Object.values(errors).some((e) => e?.message === ADDRESS_REQUIRED)
  const errorOf = (name: keyof ShippingAddress | 'businessName' | 'gstin') => {
    const message = errors[name]?.message
    if (name === 'pincode' && !message && unknown) return PINCODE_UNKNOWN
    return message === ADDRESS_REQUIRED ? 'Required' : message
  }
  // A pincode the directory doesn't have would only be refused by the server after a wait.
  const submit = form.handleSubmit(({ gstInvoice, businessName, gstin, ...address }) => {
    if (unknown) form.setFocus('pincode')
    else onPay(address, billingOf({ gstInvoice, businessName, gstin }))
  })
  // Until the pincode is looked up only the order value can rule cash on delivery out.
  const codRefused = payment.cod
    ? codRefusal(payment.cod, place ?? { pincode: '', cod: true }, payment.totalBeforeFee)
    : "Cash on delivery can't be offered right now"
  const { method, onChange } = payment
  useEffect(() => {
    if (method === 'cod' && codRefused) onChange('online')
  }, [method, codRefused, onChange])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    heading.current?.focus()
  }, [])

  return (
    <section
      aria-labelledby="shipping-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2
        id="shipping-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Shipping Address
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={ADDRESS_LENGTHS.name.max}
          error={errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX}
          error={errorOf('phone')}
          {...form.register('phone')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          maxLength={ADDRESS_LENGTHS.address.max}
          className="sm:col-span-2"
          error={errorOf('address')}
          {...form.register('address')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ADDRESS_LENGTHS.pincode.max}
          error={errorOf('pincode')}
          hint={
            place && `${place.district}, ${place.state}. Arrives ${deliveryDates(place.estimate)}.`
          }
          {...form.register('pincode')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={ADDRESS_LENGTHS.city.max}
          error={errorOf('city')}
          {...form.register('city')}
        />
        <SelectField
          label="State"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          error={errorOf('state')}
          {...form.register('state')}
        />
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            {...form.register('gstInvoice')}
          />
          {GST_INVOICE_CHOICE}
        </label>
        {gstInvoice && (
          <>
            <TextField
              label="Business Name"
              autoComplete="organization"
              maxLength={BUSINESS_NAME_LENGTH.max}
              error={errorOf('businessName')}
              {...form.register('businessName')}
            />
            <TextField
              label="GSTIN"
              autoCapitalize="characters"
              maxLength={15}
              hint="15 characters, e.g. 29AAGCB7383J1Z4"
              error={errorOf('gstin')}
              {...form.register('gstin')}
            />
          </>
        )}
        <PaymentMethodChoice
          value={payment.method}
          codFee={payment.cod?.fee ?? 0}
          codRefusal={codRefused}
          onChange={payment.onChange}
        />
        {missing && (
          <p role="alert" className="text-sm font-medium text-red-600 sm:col-span-2">
            {ADDRESS_REQUIRED}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <Button type="submit" busy={busy} busyText="Processing..." className="sm:flex-1">
            {payLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Back to Cart
          </Button>
        </div>
      </form>
    </section>
  )
}
