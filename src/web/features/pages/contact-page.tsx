import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { SITE_CONTACT } from '#domain/business.ts'
import { PageHero } from '#web/components/ui/page-hero.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { ContactForm } from './contact-form.tsx'

export function ContactPage() {
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
            <address className="mt-4 space-y-3 text-slate-700 not-italic">
              <p className="font-medium text-slate-900">{SITE_CONTACT.business}</p>
              <p className="flex gap-2">
                <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                {SITE_CONTACT.addressLines.join(', ')}
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
                <a
                  href={`tel:${SITE_CONTACT.phone.replaceAll(' ', '')}`}
                  className="hover:underline"
                >
                  {SITE_CONTACT.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
                <a href={`mailto:${SITE_CONTACT.email}`} className="hover:underline">
                  {SITE_CONTACT.email}
                </a>
              </p>
              <p className="flex gap-2">
                <Clock aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
                Support hours: {SITE_CONTACT.supportHours}
              </p>
            </address>
          </section>
          <section
            aria-labelledby="response-times"
            className="rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="response-times" className="font-semibold text-slate-900">
              Response Times
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              {SITE_CONTACT.responseTimes.map((r) => (
                <div key={r.label} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{r.label}</dt>
                  <dd className="font-medium text-slate-900">{r.time}</dd>
                </div>
              ))}
            </dl>
          </section>
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
