import type { BrandTheme } from '@shop/schemas'

// Families as the locally served @fontsource packages name them (see app/(shop)/globals.css).
const FONT_STACKS: Record<BrandTheme['font'], string> = {
  Inter: "'Inter Variable', system-ui, sans-serif",
  Barlow: "'Barlow', 'Arial Narrow', system-ui, sans-serif",
  'Source Sans 3': "'Source Sans 3 Variable', system-ui, sans-serif",
}

const RADII: Record<BrandTheme['radius'], string> = { none: '0px', small: '4px', large: '12px' }

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The brand's stylesheet: its theme tokens as the --brand-* variables globals.css reads. */
export function brandStylesheet(theme: BrandTheme): string {
  const colours = Object.entries(theme.colors).map(([name, value]) => `--brand-${kebab(name)}:${value}`)
  return `:root{${[...colours, `--brand-font:${FONT_STACKS[theme.font]}`, `--brand-radius:${RADII[theme.radius]}`].join(';')}}`
}
