import type { ObjectType } from '@prisma/client'
import { z } from 'zod'

import { mediaUrl } from 'src/lib/media'
import type { ProjectWithType } from 'src/services/projects/projects'

export const ObjectTypeSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'ObjectType', description: 'Тип объекта («Жилые комплексы», «Частные дома», …)' })

export const ProjectSchema = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    type: z
      .strictObject({ id: z.number().int(), name: z.string(), slug: z.string() })
      .describe('Тип объекта'),
    location: z.string().describe('Город'),
    description: z.string(),
    client: z.string().nullable().describe('Заказчик'),
    year: z.number().int().nullable(),
    image: z.string().nullable().describe('Адрес первой картинки'),
    images: z.array(z.string()).describe('Адреса картинок'),
    position: z.number().int(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Project', description: 'Объект: выполненная работа компании (раздел «Объекты»)' })

export function serializeObjectType(type: ObjectType): z.input<typeof ObjectTypeSchema> {
  return { id: type.id, name: type.name, slug: type.slug, position: type.position }
}

export function serializeProject(project: ProjectWithType): z.input<typeof ProjectSchema> {
  const images = project.images.map((image) => mediaUrl(image)).filter((url) => url !== null)
  return {
    id: project.id,
    title: project.title,
    slug: project.slug,
    type: { id: project.type.id, name: project.type.name, slug: project.type.slug },
    location: project.location,
    description: project.description,
    client: project.client,
    year: project.year,
    image: images[0] ?? null,
    images,
    position: project.position,
    created_at: project.createdAt.toISOString(),
  }
}
