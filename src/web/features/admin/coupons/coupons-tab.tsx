import { Plus, TicketCheck, TicketPercent, TicketX } from 'lucide-react'
import { useState } from 'react'
import type { ApiCoupon } from '#domain/coupon/responses.ts'
import { COUPON_DELETED } from '#domain/coupon/rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { StatCard } from '../shared/stat-card.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { deleteCoupon, updateCoupon } from './coupon-api.ts'
import { CouponForm } from './coupon-form.tsx'
import { STATUS_OPTIONS, TYPE_OPTIONS } from './coupon-labels.ts'
import { CouponRow } from './coupon-row.tsx'
import { useCouponStats } from './use-coupon-stats.ts'

export function CouponsTab() {
  const [search, setSearch] = useState('')
  const [type, setType] = useState('')
  const [status, setStatus] = useState('')
  const list = useAdminList<ApiCoupon, 'coupons'>('/coupons/admin/all', 'coupons', {
    search,
    type,
    status,
  })
  const stats = useCouponStats()
  // undefined: no form open; null: adding a coupon; a coupon: editing it.
  const [editing, setEditing] = useState<ApiCoupon | null>()

  const replace = (updated: ApiCoupon) =>
    list.setItems((items) => items.map((c) => (c._id === updated._id ? updated : c)))

  const toggle = async (coupon: ApiCoupon) => {
    try {
      replace(await updateCoupon(coupon._id, { isActive: !coupon.isActive }))
      stats.reload()
    } catch {
      window.alert('Failed to update coupon status')
    }
  }

  const remove = async (coupon: ApiCoupon) => {
    if (!window.confirm('Are you sure you want to delete this coupon?')) return
    try {
      await deleteCoupon(coupon._id)
      list.setItems((items) => items.filter((c) => c._id !== coupon._id))
      list.setTotal((total) => total - 1)
      stats.reload()
      window.alert(COUPON_DELETED)
    } catch {
      window.alert('Failed to delete coupon')
    }
  }

  const saved = (coupon: ApiCoupon) => {
    if (editing) replace(coupon)
    else {
      list.setItems((items) => [coupon, ...items])
      list.setTotal((total) => total + 1)
    }
    stats.reload()
    setEditing(undefined)
  }

  return (
    <section aria-labelledby="coupons-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-heading" className="text-2xl font-bold text-slate-900">
          Discount Coupons
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Coupon
        </Button>
      </div>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Coupons"
          value={stats.stats?.totalCoupons ?? '–'}
          icon={TicketPercent}
        />
        <StatCard
          label="Active Coupons"
          value={stats.stats?.activeCoupons ?? '–'}
          icon={TicketCheck}
          tone="bg-green-50 text-green-700"
        />
        <StatCard
          label="Inactive"
          value={stats.stats?.inactiveCoupons ?? '–'}
          icon={TicketX}
          tone="bg-slate-100 text-slate-600"
        />
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search coupons...">
        <FilterSelect
          label="Filter by type"
          value={type}
          onChange={setType}
          options={[{ value: '', label: 'All Types' }, ...TYPE_OPTIONS]}
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: 'All Status' }, ...STATUS_OPTIONS]}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading coupons..."
        empty={list.items.length === 0}
        emptyTitle="No Coupons Found"
      >
        {/* On phones each coupon is a card of labelled fields, all cards alike; wider, the rows share
            one grid so every column starts at the same x, whichever buttons a row has. */}
        <ul className="grid gap-3 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_auto]">
          {list.items.map((coupon) => (
            <CouponRow
              key={coupon._id}
              coupon={coupon}
              onToggle={() => void toggle(coupon)}
              onEdit={() => setEditing(coupon)}
              onDelete={() => void remove(coupon)}
            />
          ))}
        </ul>
      </ListBody>
      {editing !== undefined && (
        <CouponForm coupon={editing} onClose={() => setEditing(undefined)} onSaved={saved} />
      )}
    </section>
  )
}
