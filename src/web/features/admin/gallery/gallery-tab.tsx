import { Gift, Images, type LucideIcon, Plus, Sparkles, Store } from 'lucide-react'
import { useState } from 'react'
import { GALLERY_CATEGORIES, GALLERY_CATEGORY_INFO, type GalleryCategory } from '#domain/gallery.ts'
import { Button } from '#web/components/ui/button.tsx'
import { ListBody } from '../shared/list-body.tsx'
import { StatCard } from '../shared/stat-card.tsx'
import { CategoryTabs, panelId, tabId } from './category-tabs.tsx'
import { GalleryGrid } from './gallery-grid.tsx'
import { UploadImagesModal } from './upload-images-modal.tsx'
import { useGallery } from './use-gallery.ts'

// Cards for the total and the first three categories.
const CATEGORY_STATS: { category: GalleryCategory; icon: LucideIcon; tone: string }[] = [
  { category: 'shop', icon: Store, tone: 'bg-blue-50 text-blue-700' },
  { category: 'new-arrivals', icon: Sparkles, tone: 'bg-green-50 text-green-700' },
  { category: 'gifts', icon: Gift, tone: 'bg-pink-50 text-pink-700' },
]

export function GalleryTab() {
  const gallery = useGallery()
  const [category, setCategory] = useState<GalleryCategory>(GALLERY_CATEGORIES[0])
  const [uploading, setUploading] = useState(false)
  const shown = gallery.images
    .filter((image) => image.category === category)
    .sort((a, b) => a.order - b.order)
  const counts = gallery.stats.imagesByCategory

  return (
    <section aria-labelledby="gallery-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="gallery-heading" className="text-2xl font-bold text-slate-900">
          Gallery Management
        </h2>
        <Button onClick={() => setUploading(true)}>
          <Plus aria-hidden className="h-5 w-5" /> Add Images
        </Button>
      </div>
      <ul aria-label="Gallery statistics" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <StatCard label="Total Images" value={gallery.stats.totalImages} icon={Images} />
        </li>
        {CATEGORY_STATS.map(({ category: c, icon, tone }) => (
          <li key={c}>
            <StatCard
              label={GALLERY_CATEGORY_INFO[c].label}
              value={counts[c] ?? 0}
              icon={icon}
              tone={tone}
            />
          </li>
        ))}
      </ul>
      <CategoryTabs selected={category} counts={counts} onSelect={setCategory} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(category)}>
        <ListBody
          loading={gallery.loading}
          loadingText="Loading images..."
          empty={shown.length === 0}
          emptyTitle="No Images Found"
          emptyAction={
            <Button onClick={() => setUploading(true)}>
              <Plus aria-hidden className="h-5 w-5" /> Add First Image
            </Button>
          }
        >
          <GalleryGrid
            images={shown}
            label={GALLERY_CATEGORY_INFO[category].label}
            onMoved={gallery.setImages}
            onDeleted={gallery.reload}
          />
        </ListBody>
      </div>
      {uploading && (
        <UploadImagesModal
          initialCategory={category}
          onClose={() => setUploading(false)}
          onUploaded={(uploadedTo) => {
            setUploading(false)
            setCategory(uploadedTo)
            gallery.reload()
          }}
        />
      )}
    </section>
  )
}
