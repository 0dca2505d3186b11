import { badge } from './recipes/badge'
import { button } from './recipes/button'
import { dialog } from './recipes/dialog'
import { menu } from './recipes/menu'
import { toast } from './recipes/toast'

export const recipes = { button, badge }
export const slotRecipes = { menu, dialog, toast }
