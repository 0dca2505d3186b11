export { GarageIsland } from './GarageIsland'
export { packagePrices } from './garage-rules'
export { garagePlans } from './plan-rules'
export { garageIslands } from './islands'
