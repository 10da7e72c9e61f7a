import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { type Billing, BillingFieldsSchema, billingOf } from '#domain/invoice/billing.ts'
import { ADDRESS_REQUIRED, type ShippingAddress } from '#domain/order/create-order.ts'
import type { Paise } from '#domain/money.ts'
import { PINCODE_UNKNOWN } from '#domain/pincode-rules.ts'
import { type CodTerms, codRefusal, type PaymentMethod } from '#domain/order/payment-method.ts'
import {
  type AddressWithLandmark,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  toShippingAddress,
} from '#domain/saved-addresses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { deliveryDates } from '#web/lib/pincode-lookup.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import {
  draftAddressOf,
  NEW_ADDRESS,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft.ts'
import { BILLING_FIELDS, CheckoutFormSchema, type CheckoutFormValues } from './checkout-form.ts'
import { WhatsAppUpdatesField } from './whatsapp-updates-field.tsx'
import { GstInvoiceFields } from './gst-invoice-fields.tsx'
import { NewAddressFields } from './new-address-fields.tsx'
import { PaymentMethodChoice } from './payment-method-choice.tsx'
import { SavedAddressChoice } from './saved-address-choice.tsx'
import { usePincodeFill } from './use-pincode-fill.ts'

interface ShippingFormProps {
  /** Who is checking out: their name and phone start a new address. */
  shopper: { id: string; name: string; phone: string | null }
  /** The shopper's saved addresses, the default first. */
  saved: SavedAddress[]
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
  /** `keep`: a new address to save once the order is placed; `whatsapp`: updates asked for. */
  onPay(
    address: ShippingAddress,
    billing: Billing | null,
    keep: AddressWithLandmark | null,
    whatsapp: boolean,
  ): void
  onCancel(): void
}

/** The choice this tab left, while it is still one of the shopper's; else their default. */
function firstChoice(left: string | undefined, saved: SavedAddress[]) {
  if (left === NEW_ADDRESS || saved.some((a) => a.id === left)) return left as string
  return saved[0]?.id ?? NEW_ADDRESS
}

export function ShippingForm({
  shopper,
  saved,
  payment,
  payLabel,
  busy,
  onPay,
  onCancel,
}: ShippingFormProps) {
  const [left] = useState(() => draftAddressOf(readCheckoutDraft(), shopper.id))
  const [choice, setChoice] = useState(() => firstChoice(left.choice, saved))
  const chosen = saved.find((a) => a.id === choice)
  const form = useZodForm(CheckoutFormSchema, {
    defaultValues: left.fields ?? {
      name: shopper.name,
      phone: shopper.phone ?? '',
      address: '',
      landmark: '',
      city: '',
      state: '',
      pincode: '',
      saveAddress: false,
      whatsappUpdates: false,
      gstInvoice: false,
      businessName: '',
      gstin: '',
    },
  })
  const { watch, getValues } = form
  // Kept for this tab as it changes, so a refresh or the back button finds the form as it was.
  useEffect(() => {
    const keep = (values: Partial<CheckoutFormValues>) =>
      saveCheckoutDraft({
        userId: shopper.id,
        addressChoice: choice,
        fields: { ...getValues(), ...values, landmark: values.landmark ?? '' },
      })
    keep(getValues())
    const subscription = watch(keep)
    return () => subscription.unsubscribe()
  }, [watch, getValues, shopper.id, choice])

  const gstInvoice = useWatch({ control: form.control, name: 'gstInvoice' })
  const typedPincode = useWatch({ control: form.control, name: 'pincode' })
  const { errors } = form.formState
  const { place, unknown } = usePincodeFill(form, chosen?.pincode ?? typedPincode, !chosen)
  // The spec's one sentence for empty fields is said once; each empty field just says 'Required'.
  const missing = !chosen && Object.values(errors).some((e) => e?.message === ADDRESS_REQUIRED)
  const errorOf = (name: keyof CheckoutFormValues) => {
    const message = errors[name]?.message
    if (name === 'pincode' && !message && unknown) return PINCODE_UNKNOWN
    return message === ADDRESS_REQUIRED ? 'Required' : message
  }
  const arrives = place && `Arrives ${deliveryDates(place.estimate)}.`

  const choose = (next: string) => {
    form.clearErrors()
    setChoice(next)
  }
  // A new address is checked whole; a saved one was checked as it was saved, so only the GST
  // invoice's fields are left to check.
  const payNew = form.handleSubmit(
    ({ gstInvoice, businessName, gstin, saveAddress, whatsappUpdates, ...address }) => {
      // A pincode the directory doesn't have would only be refused by the server after a wait.
      if (unknown) return form.setFocus('pincode')
      const keep = saveAddress && saved.length < MAX_SAVED_ADDRESSES ? address : null
      const billing = billingOf({ gstInvoice, businessName, gstin })
      onPay(toShippingAddress(address), billing, keep, whatsappUpdates)
    },
  )
  async function payToSaved(address: SavedAddress) {
    if (!(await form.trigger([...BILLING_FIELDS], { shouldFocus: true }))) return
    const billing = billingOf(BillingFieldsSchema.parse(getValues()))
    onPay(toShippingAddress(address), billing, null, getValues('whatsappUpdates'))
  }
  const submit = (event: FormEvent) => {
    if (!chosen) return void payNew(event)
    event.preventDefault()
    void payToSaved(chosen)
  }

  // Until the pincode is looked up only the order value can rule cash on delivery out.
  const codRefused = payment.cod
    ? codRefusal(payment.cod, place ?? { pincode: '', cod: true }, payment.totalBeforeFee)
    : "Cash on delivery can't be offered right now"
  // A choice restored after a refresh waits for the shop's terms before it is judged.
  const { method, onChange, cod } = payment
  useEffect(() => {
    if (method === 'cod' && codRefused && cod) onChange('online')
  }, [method, codRefused, cod, onChange])
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    heading.current?.focus()
  }, [])

  return (
    <section
      aria-labelledby="shipping-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
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
        {saved.length > 0 && (
          <SavedAddressChoice
            addresses={saved}
            value={choice}
            onChange={choose}
            arrival={arrives}
          />
        )}
        {!chosen && (
          <NewAddressFields
            register={form.register}
            errorOf={errorOf}
            pincodeHint={place && `${place.district}, ${place.state}. ${arrives}`}
            savedCount={saved.length}
          />
        )}
        <GstInvoiceFields register={form.register} errorOf={errorOf} asked={gstInvoice} />
        <WhatsAppUpdatesField register={form.register} />
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
