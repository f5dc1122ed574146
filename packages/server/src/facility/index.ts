// The facility feature's public face (ARCHITECTURE.md, "Server folders"): a facility's settings, its state's
// rules and its calendar, for every feature whose rule depends on them.
export {
  loadFacilitiesSettings,
  loadFacilitySettings,
  type FacilitySettings,
} from './load-facility-settings.ts';
