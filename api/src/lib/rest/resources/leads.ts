import { defineRoute } from '../router'

// Filled in by issue «Commerce» work in progress.
export const leadRoutes: ReturnType<typeof defineRoute>[] = []
