import { OBJECT_TYPES, PROJECTS } from 'src/components/Objects/ObjectsCell/ObjectsCell.mock'

import { locationsOf, type ObjectFiltersProps } from './ObjectFilters'

/** All four kinds and the five cities of the demo objects, nothing chosen. */
export const standard = (): ObjectFiltersProps => ({
  types: OBJECT_TYPES,
  locations: locationsOf(PROJECTS),
})

/** /objects/location/Атырау?type=chastnye-doma */
export const chosen = (): ObjectFiltersProps => ({
  ...standard(),
  currentType: 'chastnye-doma',
  currentLocation: 'Атырау',
})
