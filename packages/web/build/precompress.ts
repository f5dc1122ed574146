// Build-time compression of the web app (ARCHITECTURE.md, "Serving the web app"): the server sends these
// files as they are, so a phone on a slow network gets brotli or gzip without the server compressing.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files below this size gain less from compression than the encoding costs; they are sent as they are. */
const MINIMUM_COMPRESSED_BYTES = 1024;

/** The text formats the build writes; images, fonts and the like are already compressed. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
]);

/** Every file below `directory`, as absolute paths. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside `file`, each only if smaller. */
async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MINIMUM_COMPRESSED_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

/** Precompresses every compressible file of the built output directory (the public folder's files included). */
async function precompressDirectory(directory: string): Promise<void> {
  const files = (await listFiles(directory)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.has(path.extname(file)),
  );
  await Promise.all(files.map(precompressFile));
}

/** The Vite plugin: after a production build is written, precompresses it (`precompressDirectory`). */
export function precompress(): Plugin {
  let outputDirectory = '';
  return {
    name: 'carenest-precompress',
    apply: 'build',
    configResolved(config) {
      outputDirectory = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outputDirectory);
    },
  };
}
