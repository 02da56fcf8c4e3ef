import { assignableRoles, userAdminScope } from '@shop/commerce'
import { roleName } from '@/accounts/role-names'
import { adminCustomerOptions, permissionNames } from '@/accounts/service'
import type { CustomPageProps } from '../../../custom-pages/types'
import { NoUserAdminRights } from './Forbidden'
import { UserForm } from './islands'
import { adminPageContext } from './load'

/**
 * UserAdministratorCreateUser: e-mail, names, mobile, a role up to the admin's own and rows for the
 * admin's customers. The new user gets an activation e-mail to choose a password.
 */
export async function CreateUserPage({ brand }: CustomPageProps) {
  const context = await adminPageContext()
  if (!context || userAdminScope(context.principal).kind === 'none') return <NoUserAdminRights />
  const customers = await adminCustomerOptions(context.instance, context.principal)
  const first = customers[0]
  return (
    <UserForm
      mode="create"
      initial={{
        email: '',
        firstName: '',
        lastName: '',
        mobileNumber: '',
        role: 'USER',
        active: true,
        rows: first ? [{ key: 'r0', customerId: first.id, projectId: '', role: 'USER', permissionDenies: [] }] : [],
      }}
      roles={assignableRoles(context.principal).map((id) => ({ id, name: roleName(id) }))}
      denyCodes={permissionNames()}
      customers={customers}
      manageable
      editPathTemplate={brand.routes.find((route) => route.page === 'UserAdministratorEditUser')?.path}
    />
  )
}
