import { Clock, MapPin, PackageCheck, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { DEFAULT_GST_RATE } from '#domain/gst.ts'
import { DELIVERY_ZONES, deliveryZoneWindow } from '#domain/pincode-rules.ts'
import { RETURN_WINDOW_DAYS } from '#domain/order/refund-policy.ts'
import { FREE_SHIPPING_FROM, FREE_SHIPPING_LABEL } from '#domain/pricing.ts'
import { PageHero } from '#web/components/ui/page-hero.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import {
  CHARGE_TIERS,
  ORDER_CUTOFF_LABEL,
  SHIPPING_STEPS,
  STANDARD_SHIPPING,
  STANDARD_SHIPPING_MAKEUP,
} from './shipping-info.ts'

const HIGHLIGHTS = [
  {
    icon: MapPin,
    title: 'Pan-India Delivery',
    text: 'We ship to every serviceable PIN code in India.',
  },
  {
    icon: Clock,
    title: '0-14 Days',
    text: 'Most orders arrive within a week; remote areas take longer.',
  },
  {
    icon: PackageCheck,
    title: 'Secure Packaging',
    text: 'Glass and gadgets travel padded and sealed.',
  },
  {
    icon: Truck,
    title: 'Live Tracking',
    text: 'Every order gets a tracking number once dispatched.',
  },
]

export function ShippingPage() {
  usePageMeta('Shipping Policy', 'Delivery zones, timelines and shipping charges at Kavach.')
  return (
    <article className="pb-16">
      <PageHero title="Shipping Policy">
        Shipping costs {STANDARD_SHIPPING} ({STANDARD_SHIPPING_MAKEUP}) on orders below{' '}
        {FREE_SHIPPING_FROM} and is free on orders of {FREE_SHIPPING_LABEL}.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden className="h-8 w-8 text-brand-600" />
              <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="zones">
          <h2 id="zones" className="text-2xl font-bold text-slate-900">
            Delivery Zones
          </h2>
          <table className="mt-4 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left">
            <thead className="bg-slate-100 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Zone
                </th>
                <th scope="col" className="px-4 py-3">
                  Delivery time
                </th>
              </tr>
            </thead>
            <tbody>
              {DELIVERY_ZONES.map((zone) => (
                <tr key={zone.id} className="border-t border-slate-100">
                  <td className="px-4 py-3 font-medium text-slate-900">{zone.label}</td>
                  <td className="px-4 py-3 text-slate-700">{deliveryZoneWindow(zone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="process">
          <h2 id="process" className="text-2xl font-bold text-slate-900">
            Shipping Process
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-4">
            {SHIPPING_STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{step.detail}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="charges">
          <h2 id="charges" className="text-2xl font-bold text-slate-900">
            Shipping Charges
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {CHARGE_TIERS.map((tier) => (
              <li
                key={tier.name}
                className={`relative rounded-2xl border bg-white p-6 ${tier.bestValue ? 'border-brand-600 shadow-lg' : 'border-slate-200'}`}
              >
                {tier.bestValue && (
                  <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                    BEST VALUE
                  </span>
                )}
                <h3 className="font-semibold text-slate-900">{tier.name}</h3>
                <p className="text-sm text-slate-600">{tier.condition}</p>
                <p className="mt-3 text-3xl font-bold text-slate-900">{tier.price}</p>
                {tier.priceNote && <p className="text-sm text-slate-600">{tier.priceNote}</p>}
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
                  {tier.perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Charges include {DEFAULT_GST_RATE}% GST. Free shipping applies when your cart total,
            including tax, is {FREE_SHIPPING_FROM} or more.
          </p>
        </section>

        <section aria-labelledby="terms">
          <h2 id="terms" className="text-2xl font-bold text-slate-900">
            Shipping Terms
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            <li>We deliver only within India, to the address given at checkout.</li>
            <li>
              Delivery times count business days (Monday to Saturday) from the day you order; an
              order placed after {ORDER_CUTOFF_LABEL} IST counts from the next business day. A
              public holiday can add a day. Enter your pincode on any product to see your dates.
            </li>
            <li>The courier makes up to 2 delivery attempts before returning the parcel to us.</li>
            <li>
              Please check the parcel on delivery. If anything is damaged, ask for a return or
              exchange from your order&apos;s page within {RETURN_WINDOW_DAYS} days of delivery.
            </li>
          </ul>
          <p className="mt-4 text-slate-700">
            Questions about a delivery?{' '}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              Contact our support team
            </Link>
            .
          </p>
        </section>
      </div>
    </article>
  )
}
