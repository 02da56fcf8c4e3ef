'use client'

import dynamic from 'next/dynamic'

/**
 * The address book's add, edit and delete islands, each a chunk of its own: the custom pages share one route ([...path])
 * with every content page, which would otherwise all load every custom page's code. next/dynamic
 * rather than shell/islands/lazy-island.tsx: the server names the chunk of an island it renders, so the
 * browser fetches it with the page and the island is live as soon as the page is (no lost click).
 */
export const AddressEditor = dynamic(() => import('./AddressEditor').then((module) => module.AddressEditor))
export const DeleteAddress = dynamic(() => import('./DeleteAddress').then((module) => module.DeleteAddress))
