import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../../custom-pages/types'
import { AccountOverview } from './AccountOverview'

/** Bodies of MyPage and MyPageIndex: the account overview (greeting, context, shortcuts). */
export const accountPages: Partial<Record<CustomPage, CustomPageBody>> = {
  MyPage: ({ brand }) => <AccountOverview brand={brand} page="MyPage" />,
  MyPageIndex: ({ brand }) => <AccountOverview brand={brand} page="MyPageIndex" />,
}
