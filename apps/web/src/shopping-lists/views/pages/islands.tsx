'use client'

import dynamic from 'next/dynamic'

/**
 * The shopping list pages' islands, each a chunk of its own (as orders/views/islands.tsx): the
 * custom pages share one route with every content page, which would otherwise load their code too.
 */
export const CreateListButton = dynamic(() =>
  import('@/shopping-lists/views/ListManager').then((module) => module.CreateListButton),
)
export const ListActions = dynamic(() =>
  import('@/shopping-lists/views/ListManager').then((module) => module.ListActions),
)
export const ListLines = dynamic(() => import('@/shopping-lists/views/ListLines').then((module) => module.ListLines))
export const AddArticleForm = dynamic(() =>
  import('@/shopping-lists/views/ListTools').then((module) => module.AddArticleForm),
)
export const ImportListFile = dynamic(() =>
  import('@/shopping-lists/views/ListTools').then((module) => module.ImportListFile),
)
export const ListExport = dynamic(() => import('@/shopping-lists/views/ListTools').then((module) => module.ListExport))
