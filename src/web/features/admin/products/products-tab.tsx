import { Plus, Upload } from 'lucide-react'
import { useState } from 'react'
import { CATEGORIES, CATEGORY_LABELS } from '#domain/product/catalogue.ts'
import type { AdminProduct } from '#domain/product/admin-products.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { ProductCard } from './product-card.tsx'
import { ProductFormModal } from './product-form-modal.tsx'
import { deleteProduct, toggleStock } from './products-api.ts'
import { ExportLink } from '../shared/export-link.tsx'
import { ImportProducts } from './import-products.tsx'

const CATEGORY_OPTIONS = [
  { value: '', label: 'All Categories' },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
]

const STOCK_OPTIONS = [
  { value: '', label: 'All Stock Status' },
  { value: 'true', label: 'In Stock' },
  { value: 'false', label: 'Out of Stock' },
  { value: 'low', label: 'Low Stock' },
]

/** The form is closed, open for a new product, or open on the product being edited. */
type Editing = { product?: AdminProduct } | null

export function ProductsTab() {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const [stockFilter, setStockFilter] = useState('')
  const list = useAdminList<AdminProduct, 'products'>('/admin/products', 'products', {
    search,
    category,
    ...(stockFilter === 'low' ? { stock: 'low' } : { inStock: stockFilter }),
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [importing, setImporting] = useState(false)
  const [busyId, setBusyId] = useState<string | null>(null)

  const replace = (updated: AdminProduct) =>
    list.setItems((items) => items.map((p) => (p.id === updated.id ? updated : p)))

  const flipStock = async (product: AdminProduct) => {
    setBusyId(product.id)
    try {
      replace(await toggleStock(product))
    } catch {
      window.alert('Failed to update stock status')
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (product: AdminProduct) => {
    if (!window.confirm('Are you sure you want to delete this product?')) return
    setBusyId(product.id)
    try {
      await deleteProduct(product.id)
      list.setItems((items) => items.filter((p) => p.id !== product.id))
    } catch {
      window.alert('Failed to delete product')
    } finally {
      setBusyId(null)
    }
  }

  const saved = (product: AdminProduct) => {
    if (editing?.product) replace(product)
    else list.setItems((items) => [product, ...items])
    setEditing(null)
  }

  return (
    <section aria-labelledby="products-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-heading" className="text-2xl font-bold text-slate-900">
          Product Management
        </h2>
        <div className="flex flex-wrap gap-2">
          <ExportLink path="products.csv" label="Export products CSV" />
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden className="h-4 w-4" /> Import products CSV
          </Button>
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden className="h-5 w-5" /> Add Product
          </Button>
        </div>
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search products...">
        <FilterSelect
          label="Filter by category"
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          label="Filter by stock status"
          value={stockFilter}
          onChange={setStockFilter}
          options={STOCK_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading products..."
        empty={list.items.length === 0}
        emptyTitle="No Products Found"
        emptyAction={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden className="h-5 w-5" /> Add Your First Product
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              busy={busyId === product.id}
              onToggleStock={() => void flipStock(product)}
              onEdit={() => setEditing({ product })}
              onDelete={() => void remove(product)}
            />
          ))}
        </div>
      </ListBody>
      {editing && (
        <ProductFormModal
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {importing && <ImportProducts onClose={() => setImporting(false)} onImported={list.reload} />}
    </section>
  )
}
