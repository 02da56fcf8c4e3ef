import { z } from '@shop/schemas'

/**
 * The backgrounds an editor may give a section or a banner: the brand theme's own colours, named, never
 * a colour typed in. So one block looks like Nordbygg on Nordbygg and like Trähuset on Trähuset, and its
 * text keeps its contrast (the theme pairs each ground with a text colour). A stored value that is not a
 * tone (a hex from before, or from Contentful) gives the page's own background.
 */
export const SECTION_TONES = ['surface', 'primary', 'accent'] as const
export type SectionTone = (typeof SECTION_TONES)[number]

export const sectionToneSchema = z.enum(SECTION_TONES)

export const SECTION_TONE_LABELS: Record<SectionTone, string> = {
  surface: 'Ljus yta (temats)',
  primary: 'Huvudfärg (temats)',
  accent: 'Accentfärg (temats)',
}

/** Ground and text of each tone, from the theme's tokens (globals.css). */
export const TONE_CLASSES: Record<SectionTone, string> = {
  surface: 'bg-surface text-text',
  primary: 'bg-primary text-primary-contrast',
  accent: 'bg-accent on-accent',
}

export function sectionTone(raw: string | null | undefined): SectionTone | undefined {
  const parsed = sectionToneSchema.safeParse(raw)
  return parsed.success ? parsed.data : undefined
}
