import { badge } from './recipes/badge'
import { button } from './recipes/button'
import { dialog } from './recipes/dialog'
import { disclosureNav } from './recipes/disclosure-nav'
import { input } from './recipes/input'
import { menu } from './recipes/menu'
import { toast } from './recipes/toast'

export const recipes = { button, badge, input }
export const slotRecipes = { menu, dialog, toast, disclosureNav }
