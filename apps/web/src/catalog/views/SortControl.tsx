import type { ListingQuery, Sort } from '@shop/commerce/catalog/listing'
import { t } from '@shop/i18n'
import { Form } from '@/shell/Form'
import { hiddenFields, type ListingLocation, sortLabel } from './listing-urls'
import { SortSelect } from './SortSelect'

export interface SortControlProps {
  location: ListingLocation
  query: ListingQuery
  sorts: readonly Sort[]
}

/** Carries a listing's other choices through a GET form; a name=value pair occurs once in a listing URL. */
export function HiddenFields({ fields }: { fields: ReadonlyArray<readonly [string, string]> }) {
  return fields.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)
}

/** A GET form, so the chosen sort lands in the URL like every other choice; a new sort starts on page 1. */
export function SortControl({ location, query, sorts }: SortControlProps) {
  const id = 'listing-sort'
  const current = sorts.includes(query.sort) ? query.sort : location.defaultSort
  return (
    <Form action={location.basePath} className="flex items-center gap-2">
      <HiddenFields fields={hiddenFields(location, { ...query, page: 1 }, ['sort'])} />
      <label htmlFor={id} className="text-sm font-semibold">
        {t('listing.sort_label')}
      </label>
      <SortSelect
        id={id}
        value={current}
        options={sorts.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
        submitLabel={t('listing.sort_submit')}
      />
    </Form>
  )
}
