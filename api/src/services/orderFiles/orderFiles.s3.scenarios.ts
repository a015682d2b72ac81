// The same data as the service's own tests (orderFiles.s3.test.ts runs them on S3).
export { standard } from './orderFiles.scenarios'
export type { StandardScenario } from './orderFiles.scenarios'
