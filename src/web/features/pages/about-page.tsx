import { Leaf, ShieldCheck, Sparkles, Users } from 'lucide-react'
import { Link } from 'react-router'
import { FREE_SHIPPING_FROM } from '#domain/pricing.ts'
import { CATEGORIES } from '#domain/product/catalogue.ts'
import { PageHero } from '#web/components/ui/page-hero.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'

const STATS = [
  { value: '2023', label: 'Founded in Bengaluru' },
  { value: String(CATEGORIES.length), label: 'Categories, from cases to desk gear' },
  { value: '0-14 days', label: 'Delivery anywhere in India' },
  { value: '18%', label: 'GST included in every price' },
]

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Protection first',
    text: 'We test cases and glass on the phones Indians actually carry before we list them.',
  },
  {
    icon: Sparkles,
    title: 'Honest prices',
    text: `Prices include GST, savings are real, and shipping is free from ${FREE_SHIPPING_FROM}.`,
  },
  {
    icon: Users,
    title: 'People who answer',
    text: 'Our support team replies within a working day, and within an hour when it is urgent.',
  },
  {
    icon: Leaf,
    title: 'Less waste',
    text: 'Recyclable packaging and accessories built to last more than one phone.',
  },
]

const FOUNDERS = [
  {
    name: 'Aditi Sharma',
    role: 'Co-founder, Product',
    quote: 'A good case is the one you forget about until the day it saves your phone.',
  },
  {
    name: 'Karthik Iyer',
    role: 'Co-founder, Operations',
    quote: 'We want a parcel from Kavach to feel the same in Guwahati as it does in Gurugram.',
  },
]

export function AboutPage() {
  usePageMeta(
    'About Kavach',
    'The story, values and people behind Kavach, a Bengaluru accessories shop.',
  )
  return (
    <article className="pb-16">
      <PageHero title="About Kavach">
        Kavach means armour. We make everyday tech sturdier, tidier and easier to live with.
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-12">
        <section aria-labelledby="story" className="grid gap-6 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="story" className="text-2xl font-bold text-slate-900">
              Our Story
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              Kavach began in 2023 in a small Bengaluru flat, when two friends tired of flimsy cases
              and chargers that died in a month decided to sell only what they would use themselves.
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              Today we stock cases, tempered glass, chargers, accessories and work essentials from
              brands we trust and from our own Kavach Essentials line, and we ship them across
              India.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {STATS.map((stat) => (
              <li
                key={stat.label}
                className="rounded-2xl border border-slate-200 bg-white p-5 text-center"
              >
                <p className="text-3xl font-bold text-brand-700">{stat.value}</p>
                <p className="mt-1 text-sm text-slate-600">{stat.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values">
          <h2 id="values" className="text-2xl font-bold text-slate-900">
            What We Stand For
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <Icon aria-hidden className="h-8 w-8 text-brand-600" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="founders">
          <h2 id="founders" className="text-2xl font-bold text-slate-900">
            From Our Founders
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {FOUNDERS.map((f) => (
              <figure key={f.name} className="rounded-2xl bg-brand-50 p-6">
                <blockquote className="text-lg text-slate-800">“{f.quote}”</blockquote>
                <figcaption className="mt-4 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{f.name}</span>, {f.role}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>

        <p className="text-center">
          <Link
            to="/shop"
            className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
          >
            Explore the shop
          </Link>
        </p>
      </div>
    </article>
  )
}
