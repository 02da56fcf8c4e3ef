import { cx } from './cx'

/** The look of a filter input or select in the GET forms above Mina sidor's lists (users, orders). */
export const filterInputClass =
  'h-11 w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary'

/**
 * One labelled filter of such a form. The inputs stay uncontrolled server-rendered elements (the form
 * is a plain GET, so filters live in the URL); this only wires the label and the optional hint.
 */
export function FilterField(props: {
  id: string
  label: string
  hint?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cx('flex flex-col gap-1', props.className)}>
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}
