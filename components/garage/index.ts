export { GarageIsland } from './GarageIsland'
export { packagePrices } from './garage-rules'
