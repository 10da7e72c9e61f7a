import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHero } from '#web/components/ui/page-hero.tsx'
import { formatLongDate } from '#web/lib/format.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'

export interface PolicySection {
  title: string
  body: ReactNode
}

/** A policy document: a hero, numbered sections, and a way to ask about it. */
export function PolicyPage({
  title,
  description,
  lastUpdated,
  intro,
  sections,
  numbered = true,
}: {
  title: string
  description: string
  /** An ISO date or instant, shown as India's day. */
  lastUpdated: string
  intro?: ReactNode
  sections: PolicySection[]
  numbered?: boolean
}) {
  usePageMeta(title, description)
  return (
    <article className="pb-16">
      <PageHero title={title}>
        <p>{description}</p>
        <p className="mt-3 text-sm text-slate-300">Last updated: {formatLongDate(lastUpdated)}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pt-10">
        {intro && <div className="text-lg text-slate-700">{intro}</div>}
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`section-${index}`}>
            <h2 id={`section-${index}`} className="text-xl font-semibold text-slate-900">
              {numbered ? `${index + 1}. ${section.title}` : section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
          </section>
        ))}
        <aside className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 className="font-semibold text-slate-900">Questions about this page?</h2>
          <p className="mt-2 text-slate-700">
            Our support team is happy to help.{' '}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              Contact us
            </Link>
            .
          </p>
        </aside>
      </div>
    </article>
  )
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}
