import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { cyclesOf, floorOf, importGraph, layoutProblems } from './importGraph.mjs'

const node = (files = [], packages = []) => ({ files, packages, unresolved: [] })

describe('the api layout check', () => {
  it('orders the floors kernel < infrastructure < areas < edges', () => {
    assert.equal(floorOf('lib/domain/money.ts'), 'kernel')
    assert.equal(floorOf('lib/errors.ts'), 'kernel')
    assert.equal(floorOf('lib/db.ts'), 'infrastructure')
    assert.equal(floorOf('modules/orders/workflow/transition.ts'), 'areas')
    assert.equal(floorOf('services/orders/orders.ts'), 'areas')
    assert.equal(floorOf('rest/routes.ts'), 'edges')
    assert.equal(floorOf('functions/v1/v1.ts'), 'edges')
  })

  it('names an import from a lower floor up, a reach inside another area, a cycle', () => {
    const graph = new Map([
      ['lib/domain/money.ts', node(['lib/db.ts'])],
      ['lib/db.ts', node()],
      ['modules/payments/payments.ts', node(['modules/orders/workflow/transition.ts'])],
      ['modules/orders/workflow/transition.ts', node(['modules/orders/index.ts'])],
      ['modules/orders/index.ts', node(['modules/orders/workflow/transition.ts'])],
      ['rest/routes.ts', node(['modules/orders/index.ts', 'modules/orders/rules/x.ts'])],
      ['modules/orders/rules/x.ts', node()],
    ])
    const problems = layoutProblems(graph, new Set())
    assert.deepEqual(problems, [
      'lib/domain/money.ts (kernel) imports up to lib/db.ts (infrastructure)',
      'modules/payments/payments.ts reaches inside the orders area (modules/orders/workflow/transition.ts): import modules/orders/index.ts or its rules/',
      'import cycle: modules/orders/index.ts → modules/orders/workflow/transition.ts',
    ])
    assert.deepEqual(cyclesOf(graph), [
      ['modules/orders/index.ts', 'modules/orders/workflow/transition.ts'],
    ])
  })

  it('keeps Node, Prisma and non-rule files out of what the web bundles', () => {
    const graph = new Map([
      ['modules/payments/rules/signature.ts', node([], ['node:crypto'])],
      ['lib/domain/delivery.ts', node(['lib/db.ts'])],
      ['lib/db.ts', node([], ['@prisma/client'])],
    ])
    const bundled = new Set([
      'modules/payments/rules/signature.ts',
      'lib/domain/delivery.ts',
      'lib/db.ts',
    ])
    assert.deepEqual(layoutProblems(graph, bundled), [
      'modules/payments/rules/signature.ts is bundled by the web but imports node:crypto',
      'lib/domain/delivery.ts (kernel) imports up to lib/db.ts (infrastructure)',
      'lib/domain/delivery.ts is bundled by the web but imports lib/db.ts',
      'the web bundles lib/db.ts: only lib/domain and rules/ files may be',
      'lib/db.ts is bundled by the web but imports @prisma/client',
    ])
  })

  it('the api itself keeps its layout: no upward import, no reach inside an area, no cycle', () => {
    assert.deepEqual(layoutProblems(importGraph()), [])
  })
})
