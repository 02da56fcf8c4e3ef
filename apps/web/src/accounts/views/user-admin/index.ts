import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../../custom-pages/types'
import { CreateUserPage } from './CreateUserPage'
import { EditUserPage } from './EditUserPage'
import { ListUsersPage } from './ListUsersPage'
import { UserAdministratorPage } from './UserAdministratorPage'

/** Bodies of UserAdministrator, ListUsers, CreateUser and EditUser. */
export const userAdminPages: Partial<Record<CustomPage, CustomPageBody>> = {
  UserAdministrator: UserAdministratorPage,
  UserAdministratorListUsers: ListUsersPage,
  UserAdministratorCreateUser: CreateUserPage,
  UserAdministratorEditUser: EditUserPage,
}
