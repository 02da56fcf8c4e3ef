import type { EntryRenderers } from '@shop/blocks/shared/RichText'
import { BRAND_RULES, type BrandRule, brandRuleText } from '@shop/commerce/brand-rules'
import type { Brand } from '@shop/tenants'

const isBrandRule = (value: unknown): value is BrandRule => (BRAND_RULES as readonly unknown[]).includes(value)

/**
 * A brand rule named in running text, written out from the brand's config when the page renders
 * (@shop/commerce/brand-rules). An unknown rule renders nothing rather than a guess.
 */
export function brandRuleEntries(brand: Brand, now: () => Date = () => new Date()): EntryRenderers {
  return {
    brandRule: (entry) => {
      const rule = entry.data.rule
      if (!isBrandRule(rule)) return null
      return <span data-brand-rule={rule}>{brandRuleText(rule, brand, now())}</span>
    },
  }
}
