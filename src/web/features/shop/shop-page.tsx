import { useParams } from 'react-router'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
import { shopHeading } from './shop-heading.ts'

export function ShopPage() {
  const { filter, category, subcategory } = useParams()
  const { title, subtitle } = shopHeading({ filter, category, subcategory })
  return <PageHeading title={title} subtitle={subtitle} />
}
