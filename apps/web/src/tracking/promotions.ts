import { selectPromotion, type TrackedBanner, viewPromotion } from '@shop/commerce/tracking/ecommerce'
import { pushEcommerce } from './data-layer'

/**
 * Banners as promotions (spec section 5): view_promotion when a banner with a marketing id is half in
 * view (once per banner per page), select_promotion when its link is followed. The banners carry their
 * tracking fields as data attributes (blocks/shared/Banner.tsx); the slot is the spec's "banner group
 * position", the banner's place in its group counted from 1.
 */

const BANNER = '[data-marketing-id]'

function bannerOf(element: Element): TrackedBanner {
  const group = element.parentElement ? [...element.parentElement.children].filter((e) => e.matches(BANNER)) : []
  return {
    marketingId: element.getAttribute('data-marketing-id'),
    metaTitle: element.getAttribute('data-meta-title'),
    creative: element.getAttribute('data-creative'),
    position: String(group.indexOf(element) + 1),
  }
}

export function watchPromotions(doc: Document): () => void {
  const seen = new WeakSet<Element>()
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue
        seen.add(entry.target)
        visible.unobserve(entry.target)
        pushEcommerce(viewPromotion(bannerOf(entry.target)))
      }
    },
    { threshold: 0.5 },
  )
  const observeAll = () => {
    for (const banner of doc.querySelectorAll(BANNER)) if (!seen.has(banner)) visible.observe(banner)
  }
  // Pages change without a reload (client-side navigation): new banners are watched as they appear.
  const added = new MutationObserver(observeAll)
  added.observe(doc.body, { childList: true, subtree: true })
  observeAll()
  const chosen = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const banner = target?.closest('a') ? target.closest(BANNER) : null
    if (banner) pushEcommerce(selectPromotion(bannerOf(banner)))
  }
  doc.addEventListener('click', chosen)
  return () => {
    visible.disconnect()
    added.disconnect()
    doc.removeEventListener('click', chosen)
  }
}
