import { useEffect } from 'react'
import { fullTitle } from '#domain/page-meta.ts'

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

/** The page's title, meta description and Open Graph tags, for tabs, search results and shares. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = fullTitle(title)
    setMeta('property', 'og:title', fullTitle(title))
    setMeta('property', 'og:url', window.location.href)
    if (description) {
      setMeta('name', 'description', description)
      setMeta('property', 'og:description', description)
    }
  }, [title, description])
}
