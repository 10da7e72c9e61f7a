import { Link } from 'react-router'
import { PageHeading } from '#web/components/ui/page-heading.tsx'

export function NotFoundPage() {
  return (
    <div className="pb-24">
      <PageHeading
        title="Page not found"
        subtitle="We couldn't find the page you were looking for."
      />
      <div className="mx-auto max-w-6xl px-4">
        <Link
          to="/shop"
          className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Browse the shop
        </Link>
      </div>
    </div>
  )
}
