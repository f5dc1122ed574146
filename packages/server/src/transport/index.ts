// What other features use of transportation (ARCHITECTURE.md, "Server folders"): the driver's dashboard cards.
export { countDriverCards } from './driver-dashboard.ts';
