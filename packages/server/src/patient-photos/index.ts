// What other features use of the child's photo (ARCHITECTURE.md, "Server folders"): cleaning and storing a
// photo encrypted and the address of a current one, which the demo seed uses for its children's photos.
export { storePhotoBlob } from './photo-blobs.ts';
export { cleanPhoto } from './photo-image.ts';
export { photoUrlOf } from './photo-records.ts';
// A child's current photo and its decrypted bytes, for the evacuation roster.
export { readPhotoBlob } from './photo-blobs.ts';
export { findPhoto, type PatientPhotoRow } from './photo-records.ts';
