'use client'

import { Button } from '@shop/ui'

/** 'Skriv ut': the page's print stylesheet decides what goes on paper (the product page, a shopping list). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button intent="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  )
}
