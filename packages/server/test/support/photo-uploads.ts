import sharp from 'sharp';

/**
 * A camera-like JPEG: `width` x `height` pixels stored sideways (EXIF orientation 6, "rotate 90° to view"),
 * with a GPS position and a copyright marker in its EXIF block, as a phone writes them.
 */
export async function cameraJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'CareNest-EXIF-marker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain PNG of one colour. */
export async function plainPng(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}
