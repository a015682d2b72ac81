import type { ObjectType, Prisma, Project as ProjectRow } from '@prisma/client'
import type { ProjectRelationResolvers, QueryResolvers } from 'types/graphql'

import { db } from 'src/lib/db'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import { findPage } from 'src/lib/paging'

/** SPEC §9: objects are shown 9 to a page; the old site asks for 100 at once. */
export const PROJECT_PAGE_RULES: PageRules = { defaultPageSize: 9, maxPageSize: 100 }

export type ProjectWithType = ProjectRow & { type: ObjectType }

export interface ProjectListInput extends RawPageRequest {
  /** An object type's name, slug or id. */
  type?: string | null
  /** A city, compared without regard to case. */
  location?: string | null
}

/** Kinds of objects («Жилые комплексы», …) in display order (REST /objects/object-type/). */
export function listObjectTypes(): Promise<ObjectType[]> {
  return db.objectType.findMany({ orderBy: [{ position: 'asc' }, { name: 'asc' }] })
}

/** The old site's clients name a type by its name, its slug or its id; each is accepted. */
function typeWhere(value: string): Prisma.ObjectTypeWhereInput {
  const or: Prisma.ObjectTypeWhereInput[] = [{ name: value }, { slug: value }]
  if (/^\d{1,9}$/.test(value)) or.push({ id: Number(value) })
  return { OR: or }
}

const ORDER: Prisma.ProjectOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }]

/**
 * Completed objects in display order, filtered by type and city (GraphQL
 * `projects`, REST /objects/). An unknown type finds nothing.
 */
export async function listProjects(input: ProjectListInput): Promise<Page<ProjectWithType>> {
  // Objects the back office hid are not shown.
  const where: Prisma.ProjectWhereInput = { isActive: true }
  const type = input.type?.trim()
  if (type) where.type = typeWhere(type)
  const location = input.location?.trim()
  if (location) where.location = { equals: location, mode: 'insensitive' }
  return findPage(input, PROJECT_PAGE_RULES, (window) => [
    db.project.count({ where }),
    db.project.findMany({ where, orderBy: ORDER, include: { type: true }, ...window }),
  ])
}

/** One object (REST /objects/{id}/); 404 when there is none. */
export async function getProject(id: number): Promise<ProjectWithType> {
  const project = await db.project.findFirst({
    where: { id, isActive: true },
    include: { type: true },
  })
  if (!project) throw new NotFoundError()
  return project
}

export const objectTypes: QueryResolvers['objectTypes'] = () => listObjectTypes()

export const projects: QueryResolvers['projects'] = (args) => listProjects(args)

export const project: QueryResolvers['project'] = ({ id }) => getProject(id)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Project: ProjectRelationResolvers = {
  images: (_args, { root }) => root.images.map((image) => mediaUrl(image)!),
  image: (_args, { root }) => mediaUrl(root.images[0]),
}
