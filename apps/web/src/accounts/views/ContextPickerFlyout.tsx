'use client'

import { flyoutIsland } from '@/shell/lazy-island'

/** The project flyout's customer and project picker, loaded when the flyout first opens (shell/lazy-island.tsx). */
export const ContextPickerFlyout = flyoutIsland('projectFlyout', () =>
  import('./ContextPicker').then((module) => module.ContextPicker),
)
