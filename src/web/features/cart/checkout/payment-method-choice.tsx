// Checkout's choice of how to pay: online first, cash on delivery where the pincode and the order
// value allow it (the server judges it again).
import { formatRupees, type Paise } from '#domain/money.ts'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '#domain/order/payment-method.ts'

interface PaymentMethodChoiceProps {
  value: PaymentMethod
  codFee: Paise
  /** Why cash on delivery can't be had for this address and cart, or null. */
  codRefusal: string | null
  onChange(method: PaymentMethod): void
}

const OPTION =
  'rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50'

export function PaymentMethodChoice({
  value,
  codFee,
  codRefusal,
  onChange,
}: PaymentMethodChoiceProps) {
  const option = (method: PaymentMethod, title: string, detail: string, disabled = false) => (
    <div className={OPTION}>
      <label
        className={`flex items-center gap-3 font-medium text-slate-900 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        <input
          type="radio"
          name="paymentMethod"
          value={method}
          checked={value === method}
          disabled={disabled}
          aria-describedby={`pay-${method}-detail`}
          onChange={() => onChange(method)}
        />
        {title}
      </label>
      <p id={`pay-${method}-detail`} className="mt-1 ml-7 text-sm text-slate-600">
        {detail}
      </p>
    </div>
  )
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">Payment method</legend>
      {option('online', PAYMENT_METHOD_LABELS.online, 'UPI, cards, netbanking')}
      {option(
        'cod',
        `${PAYMENT_METHOD_LABELS.cod} (+${formatRupees(codFee)})`,
        codRefusal ?? 'Pay the courier in cash when it arrives',
        codRefusal !== null,
      )}
    </fieldset>
  )
}
