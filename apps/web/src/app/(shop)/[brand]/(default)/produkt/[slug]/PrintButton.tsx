'use client'

import { Button } from '@shop/ui'
import { t } from './texts'

/** 'Skriv ut': the print stylesheet of the page decides what goes on paper. */
export function PrintButton() {
  return (
    <Button intent="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
      {t('product.print')}
    </Button>
  )
}
