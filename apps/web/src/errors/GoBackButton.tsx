'use client'

import { t } from './texts'

export function GoBackButton() {
  return (
    <button
      type="button"
      onClick={() => window.history.back()}
      className="rounded-brand border border-primary px-4 py-2 font-semibold text-primary"
    >
      {t('errors.go_back')}
    </button>
  )
}
