import type { ListItemError } from '@shop/schemas'
import { FormMessage } from '@/forms/fields'
import { t } from './texts'

/** The lines a list or the cart refused, each by article number and the service's Swedish reason. */
export function LineRefusals({ errors }: { errors: ReadonlyArray<Pick<ListItemError, 'articleNumber' | 'message'>> }) {
  if (errors.length === 0) return null
  return (
    <FormMessage kind="error">
      {errors.map((error) => (
        <span key={error.articleNumber} className="block" data-testid="line-refusal">
          {t('lists.line_refused', { articleNumber: error.articleNumber, message: error.message })}
        </span>
      ))}
    </FormMessage>
  )
}
