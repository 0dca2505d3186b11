export { GarageIsland } from './GarageIsland'
export { packagePrices } from './garage-rules'
export { garageIslands } from './islands'
