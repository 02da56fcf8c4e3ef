import { t } from '@shop/i18n'
import { FormMessage } from '@/forms/fields'

/** An admin whose rights were withdrawn since the token was issued. */
export function NoUserAdminRights() {
  return <FormMessage kind="error">{t('auth.no_permission')}</FormMessage>
}
