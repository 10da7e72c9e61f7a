import { useState } from 'react'
import { CUSTOMER_SORT_LABELS, CUSTOMER_SORTS, type CustomerSummary } from '#domain/customer.ts'
import { countOf } from '#web/lib/format.ts'
import { ExportLink } from '../shared/export-link.tsx'
import { useLinkedDialog } from '../shared/use-linked-dialog.ts'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { CustomerDetails } from './customer-details.tsx'
import { CustomerSummaryButton } from './customer-row.tsx'

const SORT_OPTIONS = CUSTOMER_SORTS.map((s) => ({ value: s, label: CUSTOMER_SORT_LABELS[s] }))
/** The address parameter naming the customer whose page is open, so staff can keep a link. */
const CUSTOMER_PARAM = 'customer'

export function CustomersTab() {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<string>('recent')
  const list = useAdminList<CustomerSummary, 'customers'>('/admin/customers', 'customers', {
    search,
    sort,
  })
  const [open, setOpen] = useLinkedDialog(CUSTOMER_PARAM)

  return (
    <section aria-labelledby="customers-heading">
      <div className="mb-5 flex flex-wrap items-baseline gap-3">
        <h2 id="customers-heading" className="text-2xl font-bold text-slate-900">
          Customers
        </h2>
        <span className="text-sm text-slate-500">{countOf(list.total, 'customer')}</span>
        <span className="ml-auto">
          <ExportLink path="customers.csv" label="Export customers CSV" query={{ search, sort }} />
        </span>
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search customers...">
        <FilterSelect
          label="Sort customers"
          value={sort}
          onChange={setSort}
          options={SORT_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading customers..."
        empty={list.items.length === 0}
        emptyTitle="No Customers Found"
      >
        <ul className="space-y-3">
          {list.items.map((customer) => (
            <li
              key={customer.id}
              aria-label={`Customer ${customer.name}`}
              className="rounded-2xl border border-slate-200 bg-white"
            >
              <CustomerSummaryButton customer={customer} onOpen={() => setOpen(customer.id)} />
            </li>
          ))}
        </ul>
      </ListBody>
      {open && <CustomerDetails id={open} onClose={() => setOpen(null)} />}
    </section>
  )
}
