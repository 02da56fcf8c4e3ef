import { userAdminScope } from '@shop/commerce'
import { t } from '@shop/i18n'
import { customerDirectory } from '@/accounts/service'
import type { CustomPageProps } from '../../../custom-pages/types'
import { NoUserAdminRights } from './Forbidden'
import { adminPageContext } from './load'

/**
 * UserAdministrator: the section's landing page. The frame (CustomPageView) links the pages below it;
 * this says whose users the admin looks after.
 */
export async function UserAdministratorPage(_props: CustomPageProps) {
  const context = await adminPageContext()
  if (!context) return <NoUserAdminRights />
  const scope = userAdminScope(context.principal)
  if (scope.kind === 'none') return <NoUserAdminRights />
  const customers = scope.kind === 'customers' ? await customerDirectory(context.instance, scope.customerIds) : []
  return (
    <div className="flex flex-col gap-2" data-testid="user-admin-landing">
      <p>{t('userAdmin.intro')}</p>
      <p className="text-muted">
        {scope.kind === 'all'
          ? t('userAdmin.scope_all')
          : t('userAdmin.scope_customers', {
              customers: customers.map((c) => `${c.name} (${c.customerNumber})`).join(', '),
            })}
      </p>
    </div>
  )
}
