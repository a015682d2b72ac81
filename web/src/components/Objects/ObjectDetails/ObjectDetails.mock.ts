import {
  bare as bareData,
  standard as itemData,
} from 'src/components/Objects/ObjectCell/ObjectCell.mock'

import type { ObjectDetailsData } from './ObjectDetails'

/** The «Нурсая» heating point: three photos, client, year, a list of equipment. */
export const standard = (): ObjectDetailsData => itemData().project

/** A private house without photos, client or year. */
export const bare = (): ObjectDetailsData => bareData().project
