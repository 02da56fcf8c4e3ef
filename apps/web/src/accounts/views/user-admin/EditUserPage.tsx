import { assignableRoles } from '@shop/commerce'
import { t } from '@shop/i18n'
import { pathForPage } from '@shop/tenants/match-route'
import { denyName, roleName } from '@/accounts/role-names'
import { adminCustomerOptions, customerDirectory, getUser, permissionNames, withVisibleUser } from '@/accounts/service'
import { FormMessage } from '@/forms/fields'
import { Link } from '@/shell/Link'
import type { CustomPageProps } from '../../../custom-pages/types'
import { NoUserAdminRights } from './Forbidden'
import { UserForm } from './islands'
import { adminPageContext } from './load'

/**
 * UserAdministratorEditUser: the create form prefilled, plus the active toggle. Rows for customers the
 * admin does not administer are listed read-only and kept as they are. A user the admin may not see
 * is told about exactly like one that does not exist.
 */
export async function EditUserPage({ brand, params }: CustomPageProps) {
  const context = await adminPageContext()
  if (!context) return <NoUserAdminRights />
  const listPath = pathForPage(brand.routes, 'UserAdministratorListUsers')
  const back = listPath ? (
    <p>
      <Link href={listPath} className="text-primary underline underline-offset-2 hover:no-underline">
        {t('userAdmin.edit.back')}
      </Link>
    </p>
  ) : null
  const userId = params.userId ?? ''
  const result = /^\d{1,12}$/.test(userId)
    ? await withVisibleUser(context.instance, context.principal, userId, (target) => getUser(context.instance, target))
    : null
  if (!result?.ok) {
    return (
      <div className="flex flex-col gap-4" data-testid="user-not-found">
        <FormMessage kind="error">{t('userAdmin.edit.not_found')}</FormMessage>
        {back}
      </div>
    )
  }
  const user = result.value
  const self = user.userId === context.principal.userId
  const editable = user.customerPermissions.filter((row) => row.editable)
  const locked = user.manageable ? user.customerPermissions.filter((row) => !row.editable) : user.customerPermissions
  const [customers, names] = await Promise.all([
    adminCustomerOptions(context.instance, context.principal),
    customerDirectory(
      context.instance,
      locked.map((row) => row.customerId),
    ),
  ])
  const customerName = (id: string) => {
    const customer = names.find((c) => c.id === id)
    return customer ? `${customer.name} (${customer.customerNumber})` : id
  }
  const projectName = (customerId: string, projectId: string | null) => {
    if (!projectId) return t('userAdmin.rows.whole_customer')
    const project = names.find((c) => c.id === customerId)?.projects.find((p) => p.id === projectId)
    return project ? `${project.name} (${project.projectNumber})` : projectId
  }

  if (!user.manageable && !self) {
    return (
      <div className="flex flex-col gap-4" data-testid="user-readonly">
        <FormMessage kind="info">{t('userAdmin.edit.readonly_note')}</FormMessage>
        <p className="text-lg font-semibold">
          {user.fullName} ({user.email})
        </p>
        <LockedRows
          rows={locked}
          customerName={customerName}
          projectName={projectName}
          title={t('userAdmin.rows.title')}
        />
        {back}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      {back}
      {self ? <FormMessage kind="info">{t('userAdmin.edit.self_note')}</FormMessage> : null}
      <UserForm
        mode="edit"
        userId={user.userId}
        initial={{
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber,
          role: user.roles[0] ?? 'USER',
          active: user.active,
          rows: editable.map((row, index) => ({
            key: `r${index}`,
            customerId: row.customerId,
            projectId: row.projectId ?? '',
            role: row.role,
            permissionDenies: row.permissionDenies,
          })),
        }}
        roles={assignableRoles(context.principal).map((id) => ({ id, name: roleName(id) }))}
        denyCodes={permissionNames()}
        customers={customers}
        manageable={user.manageable}
      />
      {locked.length ? (
        <section aria-labelledby="locked-rows-title" className="max-w-3xl">
          <h2 id="locked-rows-title" className="text-lg font-semibold">
            {self ? t('userAdmin.rows.title') : t('userAdmin.rows.locked_title')}
          </h2>
          {self ? null : <p className="text-sm text-muted">{t('userAdmin.rows.locked_intro')}</p>}
          <LockedRows rows={locked} customerName={customerName} projectName={projectName} />
        </section>
      ) : null}
    </div>
  )
}

function LockedRows({
  rows,
  customerName,
  projectName,
  title,
}: {
  rows: Array<{
    customerId: string
    projectId: string | null
    role: Parameters<typeof roleName>[0]
    permissionDenies: Parameters<typeof denyName>[0][]
  }>
  customerName: (id: string) => string
  projectName: (customerId: string, projectId: string | null) => string
  title?: string
}) {
  return (
    <div className="mt-2" data-testid="locked-rows">
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <ul className="mt-2 flex flex-col gap-2">
        {rows.map((row) => (
          <li key={`${row.customerId}-${row.projectId ?? ''}`} className="rounded-brand bg-surface p-3">
            <span className="font-semibold">{customerName(row.customerId)}</span>
            {' – '}
            {projectName(row.customerId, row.projectId)}
            {' – '}
            {roleName(row.role)}
            <span className="block text-sm">
              {row.permissionDenies.length
                ? row.permissionDenies.map(denyName).join(', ')
                : t('userAdmin.rows.no_denies')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
