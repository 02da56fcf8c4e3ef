'use client'

export { default } from '@/errors/ErrorBoundaryPage'
