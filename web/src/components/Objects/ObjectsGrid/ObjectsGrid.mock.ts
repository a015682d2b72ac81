import { PROJECTS } from 'src/components/Objects/ObjectsCell/ObjectsCell.mock'

import type { ObjectTileData } from './ObjectsGrid'

/** The first page of the demo objects (9); the fifth has no photo yet. */
export const standard = (): ObjectTileData[] => PROJECTS.slice(0, 9)
