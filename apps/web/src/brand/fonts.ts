import type { BrandTheme } from '@shop/schemas'

/**
 * The brands' font files (the @fontsource packages' Latin subsets; Swedish needs nothing beyond them),
 * served at /fonts/<file> (app/fonts) under names that do not change between builds, so the root layout can
 * preload the one brand's files by address and app/(shop)/globals.css can name the same address.
 */
export const FONT_FILES: Record<BrandTheme['font'], readonly string[]> = {
  Inter: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
  'Source Sans 3': ['@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'],
  Barlow: [
    '@fontsource/barlow/files/barlow-latin-400-normal.woff2',
    '@fontsource/barlow/files/barlow-latin-600-normal.woff2',
  ],
}

const fileName = (modulePath: string) => modulePath.slice(modulePath.lastIndexOf('/') + 1)

/** The addresses the brand's pages load their font from. */
export function fontUrls(font: BrandTheme['font']): string[] {
  return FONT_FILES[font].map((file) => `/fonts/${fileName(file)}`)
}

/** The package path of a served font file name, or null for a name that is none of ours. */
export function fontModuleOf(name: string): string | null {
  return (
    Object.values(FONT_FILES)
      .flat()
      .find((file) => fileName(file) === name) ?? null
  )
}
