import { alert } from './recipes/alert'
import { badge } from './recipes/badge'
import { button } from './recipes/button'
import { card } from './recipes/card'
import { closeButton } from './recipes/close-button'
import { compareSlider } from './recipes/compare-slider'
import { dialog } from './recipes/dialog'
import { disclosureNav } from './recipes/disclosure-nav'
import { field } from './recipes/field'
import { input } from './recipes/input'
import { menu } from './recipes/menu'
import { spinner } from './recipes/spinner'
import { toast } from './recipes/toast'

export const recipes = { button, badge, input, card, alert, closeButton, spinner }
export const slotRecipes = { menu, dialog, toast, disclosureNav, field, compareSlider }
