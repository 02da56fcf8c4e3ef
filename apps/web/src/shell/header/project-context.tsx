import { BriefcaseIcon } from '@shop/ui'
import { IconTrigger } from '../overlays/OverlayTrigger'

/**
 * The chosen customer and project as the shell shows them, in the header (the project button, and the
 * menu bar's line below xl) and at the top of the project flyout. Plain markup with the texts passed in:
 * the header renders it on the server, and a page shared by many shoppers from the browser once it knows
 * the label (app/(shop)/[brand]/[consent]/(member)/~member/[view]/member-shell.tsx).
 */

export interface ProjectTexts {
  /** 'Projekt', the button's name without a choice. */
  button: string
  /** 'Vald kund och projekt'. */
  current: string
}

export function ProjectTrigger({ texts, label }: { texts: ProjectTexts; label: string | null }) {
  return (
    <IconTrigger
      piece="projectFlyout"
      label={label ? `${texts.button}: ${label}` : texts.button}
      text={label ?? texts.button}
      textFrom="xl"
      icon={<BriefcaseIcon size={22} />}
    />
  )
}

export function ContextLine({ texts, label }: { texts: ProjectTexts; label: string | null }) {
  if (!label) return null
  return (
    <p className="ml-auto truncate text-sm text-muted xl:hidden">
      <span className="sr-only">{texts.current}: </span>
      {label}
    </p>
  )
}

/** The flyout's box: the label, or (`none`) the hint that no customer is chosen yet. */
export function ContextCurrent({
  texts,
  label,
  none,
}: {
  texts: ProjectTexts
  label: string | null
  none: string | null
}) {
  if (label) {
    return (
      <div className="mb-4 rounded-brand border border-text/15 bg-surface p-3" data-context-current="">
        <p className="eyebrow text-muted">{texts.current}</p>
        <p className="mt-1 font-semibold break-words">{label}</p>
      </div>
    )
  }
  if (!none) return null
  return (
    <p className="mb-4 rounded-brand border border-text/15 bg-surface p-3 text-sm" data-context-current="">
      {none}
    </p>
  )
}
