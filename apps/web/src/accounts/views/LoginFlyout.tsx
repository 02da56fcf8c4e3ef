'use client'

import { flyoutIsland } from '@/shell/lazy-island'

/** The account flyout's login form, loaded when the flyout first opens (shell/lazy-island.tsx). */
export const LoginFlyout = flyoutIsland('accountFlyout', () => import('./LoginForm').then((module) => module.LoginForm))
