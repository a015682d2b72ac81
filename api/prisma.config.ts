export { default } from '../prisma.config'
