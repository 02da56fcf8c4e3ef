import { t } from '@shop/i18n'
import { buttonVariants } from '@shop/ui'
import { Link } from '@/shell/Link'

/**
 * Previous/next links of a paged list on Mina sidor (users, orders): plain links, so paging works
 * without JavaScript and each page has its own URL. Nothing shows for a list of one page.
 */
export function PageLinks(props: { label: string; page: number; pages: number; hrefFor: (page: number) => string }) {
  const { label, page, pages, hrefFor } = props
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={buttonVariants({ intent: 'secondary' })} rel="prev">
          {t('common.previous_page')}
        </Link>
      ) : null}
      <span>{t('common.page_of', { page, pages })}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={buttonVariants({ intent: 'secondary' })} rel="next">
          {t('common.next_page')}
        </Link>
      ) : null}
    </nav>
  )
}
