import { defineRoute } from '../router'

// Filled in by issue «Commerce» work in progress.
export const orderRoutes: ReturnType<typeof defineRoute>[] = []
