'use client'

import { flyoutIsland } from '@/shell/islands/lazy-island'

/** The account flyout's login form, loaded when the flyout first opens (shell/islands/lazy-island.tsx). */
export const LoginFlyout = flyoutIsland('accountFlyout', () => import('./LoginForm').then((module) => module.LoginForm))
