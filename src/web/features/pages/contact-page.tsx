import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { RESPONSE_TIMES } from '#domain/business.ts'
import type { ShopProfile } from '#domain/shop-profile.ts'
import { addressLines, dialable } from '#domain/shop-profile-text.ts'
import { ProfileFailed } from '#web/components/shop-profile/profile-text.tsx'
import { useShopProfile } from '#web/components/shop-profile/shop-profile-api.ts'
import { PageHero } from '#web/components/ui/page-hero.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { ContactForm } from './contact-form.tsx'

function ProfileLoading() {
  return (
    <p role="status" className="mt-4 text-sm text-slate-500">
      Loading contact details...
    </p>
  )
}

function ReachUs({ profile }: { profile: ShopProfile }) {
  return (
    <address className="mt-4 space-y-3 text-slate-700 not-italic">
      <p className="font-medium text-slate-900">{profile.legalName}</p>
      <p className="flex gap-2">
        <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <span>
          {addressLines(profile).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
      <p className="flex gap-2">
        <Phone aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
        <a href={`tel:${dialable(profile.supportPhone)}`} className="hover:underline">
          {profile.supportPhone}
        </a>
      </p>
      <p className="flex gap-2">
        <Mail aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
        <a href={`mailto:${profile.supportEmail}`} className="hover:underline">
          {profile.supportEmail}
        </a>
      </p>
      <p className="flex gap-2">
        <Clock aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
        Support hours: {profile.supportHours}
      </p>
      <p className="text-sm text-slate-600">
        GSTIN {profile.gstin}
        {profile.cin && <span className="block">CIN {profile.cin}</span>}
      </p>
    </address>
  )
}

/** Whom a shopper may take a complaint to, as the Consumer Protection (E-Commerce) Rules ask. */
function GrievanceOfficer({ profile }: { profile: ShopProfile }) {
  const officer = profile.grievanceOfficer
  return (
    <section
      aria-labelledby="grievance-officer"
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="grievance-officer" className="font-semibold text-slate-900">
        Grievance Officer
      </h2>
      <p className="mt-4 text-sm text-slate-700">
        <span className="block font-medium text-slate-900">{officer.name}</span>
        <span className="block">{officer.designation}</span>
        <a href={`mailto:${officer.email}`} className="hover:underline">
          {officer.email}
        </a>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        We acknowledge a complaint within 24 hours and resolve it within one month.
      </p>
    </section>
  )
}

export function ContactPage() {
  const { profile, failed, retry } = useShopProfile()
  usePageMeta('Contact Us', 'Write to Kavach support about an order, a product or anything else.')
  return (
    <div className="pb-16">
      <PageHero title="Contact Us">
        Questions about an order or a product? We are here to help.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-10 lg:grid-cols-[1fr_2fr]">
        <aside className="space-y-6">
          <section
            aria-labelledby="reach-us"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="reach-us" className="font-semibold text-slate-900">
              Reach Us
            </h2>
            {profile ? (
              <ReachUs profile={profile} />
            ) : failed ? (
              <p className="mt-4 text-sm">
                <ProfileFailed retry={retry} />
              </p>
            ) : (
              <ProfileLoading />
            )}
          </section>
          <section
            aria-labelledby="response-times"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="response-times" className="font-semibold text-slate-900">
              Response Times
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              {RESPONSE_TIMES.map((r) => (
                <div key={r.label} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{r.label}</dt>
                  <dd className="font-medium text-slate-900">{r.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          {profile && <GrievanceOfficer profile={profile} />}
        </aside>
        <section
          aria-labelledby="send-message"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="send-message" className="mb-6 text-xl font-semibold text-slate-900">
            Send Us a Message
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  )
}
