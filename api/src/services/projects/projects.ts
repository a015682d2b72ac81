import type { ObjectType as ObjectTypeRow, Prisma, Project as ProjectRow } from '@prisma/client'
import type {
  ObjectTypeRelationResolvers,
  ProjectRelationResolvers,
  QueryResolvers,
} from 'types/graphql'

import { db } from 'src/lib/db'
import type { FieldLangs } from 'src/lib/domain/localizedText'
import { type Page, type PageRules, type RawPageRequest } from 'src/lib/domain/pagination'
import { NotFoundError } from 'src/lib/errors'
import { mediaUrl } from 'src/lib/media'
import { findPage } from 'src/lib/paging'
import { equalsIgnoringCase } from 'src/lib/textFilter'
import { inRequestLocale, langResolvers } from 'src/lib/textLocale'

/** SPEC §9: objects are shown 9 to a page; the old site asks for 100 at once. */
export const PROJECT_PAGE_RULES: PageRules = { defaultPageSize: 9, maxPageSize: 100 }

export type ProjectWithType = ProjectRow & { type: ObjectTypeRow }

/** A kind of objects as a reader gets it: its name in the request's language, and which. */
export type ObjectTypeRead = ObjectTypeRow & FieldLangs<'name'>

/** An object as a reader gets it (projectInRequestLocale). */
export type ProjectRead = ProjectRow &
  FieldLangs<'title' | 'description'> & { type: ObjectTypeRead }

export interface ProjectListInput extends RawPageRequest {
  /** An object type's name, slug or id. */
  type?: string | null
  /** A city, compared without regard to case. */
  location?: string | null
}

/** A kind of objects in the request's language (lib/textLocale): its name, Kazakh where written. */
const objectTypeInRequestLocale = (type: ObjectTypeRow): ObjectTypeRead =>
  inRequestLocale(type, ['name'])

/**
 * An object in the request's language: its title and description (issue 33;
 * the city and the client are proper names, as written) and its kind's name.
 */
const projectInRequestLocale = (project: ProjectWithType): ProjectRead => ({
  ...inRequestLocale(project, ['title', 'description']),
  type: objectTypeInRequestLocale(project.type),
})

/** Kinds of objects («Жилые комплексы», …) in display order (REST /objects/object-type/). */
export async function listObjectTypes(): Promise<ObjectTypeRead[]> {
  const types = await db.objectType.findMany({ orderBy: [{ position: 'asc' }, { name: 'asc' }] })
  return types.map(objectTypeInRequestLocale)
}

/**
 * The old site's clients name a type by its name, its slug or its id; each is
 * accepted, and its Kazakh name too (a Kazakh page shows it).
 */
function typeWhere(value: string): Prisma.ObjectTypeWhereInput {
  const or: Prisma.ObjectTypeWhereInput[] = [{ name: value }, { nameKk: value }, { slug: value }]
  if (/^\d{1,9}$/.test(value)) or.push({ id: Number(value) })
  return { OR: or }
}

const ORDER: Prisma.ProjectOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }]

/**
 * Completed objects in display order, filtered by type and city (GraphQL
 * `projects`, REST /objects/). An unknown type finds nothing.
 */
export async function listProjects(input: ProjectListInput): Promise<Page<ProjectRead>> {
  // Objects the back office hid are not shown.
  const where: Prisma.ProjectWhereInput = { isActive: true }
  const type = input.type?.trim()
  if (type) where.type = typeWhere(type)
  const location = input.location?.trim()
  if (location) where.location = equalsIgnoringCase(location)
  const page = await findPage(input, PROJECT_PAGE_RULES, (window) => [
    db.project.count({ where }),
    db.project.findMany({ where, orderBy: ORDER, include: { type: true }, ...window }),
  ])
  return { ...page, results: page.results.map(projectInRequestLocale) }
}

/** One object (REST /objects/{id}/); 404 when there is none. */
export async function getProject(id: number): Promise<ProjectRead> {
  const project = await db.project.findFirst({
    where: { id, isActive: true },
    include: { type: true },
  })
  if (!project) throw new NotFoundError()
  return projectInRequestLocale(project)
}

export const objectTypes: QueryResolvers['objectTypes'] = () => listObjectTypes()

export const projects: QueryResolvers['projects'] = (args) => listProjects(args)

export const project: QueryResolvers['project'] = ({ id }) => getProject(id)

/** Field resolvers: stored media paths become public addresses, as in REST. */
export const Project: ProjectRelationResolvers = {
  ...langResolvers(['title', 'description']),
  images: (_args, { root }) => root.images.map((image) => mediaUrl(image)!),
  image: (_args, { root }) => mediaUrl(root.images[0]),
}

/** The language of a kind's name (`nameLang`). */
export const ObjectType: ObjectTypeRelationResolvers = {
  ...langResolvers(['name']),
}
