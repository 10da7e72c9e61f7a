import {
  BookA,
  FileSpreadsheet,
  ImageIcon,
  LayoutDashboard,
  MessageSquare,
  Package,
  Settings,
  ShoppingBag,
  Smartphone,
  Star,
  TicketPercent,
  Users,
} from 'lucide-react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'

const tab = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazy(() => load().then((m) => ({ default: pick(m) })))

const TABS = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    Panel: tab(
      () => import('./dashboard/dashboard-tab.tsx'),
      (m) => m.DashboardTab,
    ),
  },
  {
    id: 'orders',
    label: 'Orders',
    icon: ShoppingBag,
    Panel: tab(
      () => import('./orders/orders-tab.tsx'),
      (m) => m.OrdersTab,
    ),
  },
  {
    id: 'customers',
    label: 'Customers',
    icon: Users,
    Panel: tab(
      () => import('./customers/customers-tab.tsx'),
      (m) => m.CustomersTab,
    ),
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: FileSpreadsheet,
    Panel: tab(
      () => import('./reports/reports-tab.tsx'),
      (m) => m.ReportsTab,
    ),
  },
  {
    id: 'products',
    label: 'Products',
    icon: Package,
    Panel: tab(
      () => import('./products/products-tab.tsx'),
      (m) => m.ProductsTab,
    ),
  },
  {
    id: 'phone-models',
    label: 'Phone Models',
    icon: Smartphone,
    Panel: tab(
      () => import('./phone-models/phone-models-tab.tsx'),
      (m) => m.PhoneModelsTab,
    ),
  },
  {
    id: 'search-synonyms',
    label: 'Search Synonyms',
    icon: BookA,
    Panel: tab(
      () => import('./search-synonyms/search-synonyms-tab.tsx'),
      (m) => m.SearchSynonymsTab,
    ),
  },
  {
    id: 'gallery',
    label: 'Gallery',
    icon: ImageIcon,
    Panel: tab(
      () => import('./gallery/gallery-tab.tsx'),
      (m) => m.GalleryTab,
    ),
  },
  {
    id: 'discounts',
    label: 'Discounts',
    icon: TicketPercent,
    Panel: tab(
      () => import('./coupons/coupons-tab.tsx'),
      (m) => m.CouponsTab,
    ),
  },
  {
    id: 'reviews',
    label: 'Reviews',
    icon: Star,
    Panel: tab(
      () => import('./reviews/reviews-tab.tsx'),
      (m) => m.ReviewsTab,
    ),
  },
  {
    id: 'messages',
    label: 'Messages',
    icon: MessageSquare,
    Panel: tab(
      () => import('./messages/messages-tab.tsx'),
      (m) => m.MessagesTab,
    ),
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: Settings,
    Panel: tab(
      () => import('./settings/settings-tab.tsx'),
      (m) => m.SettingsTab,
    ),
  },
] as const

type TabId = (typeof TABS)[number]['id']

/** Other names a link may give a tab: what the tab lists rather than its label. */
const TAB_ALIASES: Partial<Record<string, TabId>> = { coupons: 'discounts', coupon: 'discounts' }

/**
 * Where a URL whose `tab` names no tab goes instead: the tab under its own name for an alias,
 * else /admin, so the address never names a section the page isn't showing.
 */
function landingFor(params: URLSearchParams): string | undefined {
  const asked = params.get('tab')
  if (asked === null || TABS.some((t) => t.id === asked)) return undefined
  const next = new URLSearchParams(params)
  const alias = TAB_ALIASES[asked]
  if (alias) next.set('tab', alias)
  else next.delete('tab')
  return next.size ? `/admin?${next}` : '/admin'
}

export function AdminPage() {
  const [params] = useSearchParams()
  usePageMeta('Admin Panel')
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0]
  const tabStrip = useRef<HTMLElement>(null)
  // On a phone the strip scrolls sideways: the open tab is brought into it, not left off screen.
  // From laptop width it wraps instead, so every section is in sight.
  useEffect(() => {
    const strip = tabStrip.current
    const tab = strip?.querySelector('[aria-current="page"]')
    if (!strip || !tab) return
    const [shown, wanted] = [strip.getBoundingClientRect(), tab.getBoundingClientRect()]
    strip.scrollLeft += wanted.left - shown.left - (shown.width - wanted.width) / 2
  }, [current.id])

  const landing = landingFor(params)
  if (landing) return <Navigate to={landing} replace />
  const { Panel } = current

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">Admin Panel</h1>
        <p className="mt-1 text-slate-600">Manage your store efficiently</p>
      </header>
      <nav ref={tabStrip} aria-label="Admin sections" className="mb-6 overflow-x-auto">
        <ul className="flex min-w-max gap-2 border-b border-slate-200 lg:min-w-0 lg:flex-wrap lg:gap-x-1 lg:gap-y-0">
          {TABS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={`/admin?tab=${id}`}
                aria-current={current.id === id ? 'page' : undefined}
                className={`flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium lg:px-3 ${
                  current.id === id
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                <Icon aria-hidden className="h-4 w-4" /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner label="Loading..." />
          </div>
        }
      >
        <Panel />
      </Suspense>
    </div>
  )
}
