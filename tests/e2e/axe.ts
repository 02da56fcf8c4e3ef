import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The project's one axe rule set, for every spec: WCAG 2.0, 2.1 and 2.2, levels A and AA, plus
 * label-content-name-mismatch (WCAG 2.5.3 label in name), which axe tags experimental and so leaves
 * out of the WCAG tags. With only wcag2a/wcag2aa, as the specs once ran, axe never looked at 2.1 and
 * 2.2 criteria and missed a logo link and a cart button whose names did not contain their text.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'] as const

/** An axe run over the page, or over `include` only (a dialog, a panel). */
export function axeOn(page: Page, include?: string) {
  const rules = Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }]))
  const builder = new AxeBuilder({ page }).options({ rules }).withTags([...AXE_TAGS])
  return include ? builder.include(include) : builder
}

/**
 * The serious and critical violations, one line each: rule id and the elements at fault. The page is audited
 * as a visitor who scrolled through it sees it. The CMS blocks far from the viewport are not rendered yet
 * (`content-visibility: auto`, globals.css), and axe's hit-testing (target-size) does not find what is not
 * rendered: it reports such an accordion summary as covered.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.addStyleTag({ content: '[data-section-type] > * { content-visibility: visible !important; }' })
  const results = await axeOn(page, include).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

export async function expectAxeClean(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([])
}
