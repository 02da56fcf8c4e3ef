import { t } from '../texts'

/** What a flyout shows while the content it loads on first opening arrives. */
export function SlotLoading() {
  return (
    <p role="status" className="text-sm text-muted">
      {t('common.loading')}
    </p>
  )
}
