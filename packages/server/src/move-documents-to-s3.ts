import { readConfig } from './config.ts';
import { moveDocumentsToS3 } from './documents/storage/move-to-s3.ts';
import { createS3Client } from './documents/storage/s3-blob-store.ts';

/**
 * `npm run documents:move-to-s3`: moves the encrypted blobs of DOCUMENTS_DIR (DATA_DIR/documents) into the
 * S3_BUCKET the same environment names, once. Resumable: run it again after an interruption and it carries
 * on where it stopped. CareNest may keep serving meanwhile, from the bucket (blobs not yet moved are read
 * from the folder).
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first.',
    );
    process.exit(2);
  }
  console.log(`Moving documents from ${config.documentsDirectory} to the bucket ${config.s3.bucket}…`);
  const summary = await moveDocumentsToS3({
    directory: config.documentsDirectory,
    client: createS3Client(config.s3),
    bucket: config.s3.bucket,
    onMoved: ({ done, total }) => {
      if (done % 100 === 0 || done === total) console.log(`${done} of ${total} documents moved`);
    },
  });
  console.log(
    `Done: ${summary.moved} moved, ${summary.alreadyInBucket} already in the bucket, ${summary.total} in all.`,
  );
}

await main();
