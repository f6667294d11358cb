// A Vite build plugin: writes `file.gz` beside each text file of the build, at gzip's highest level, once per
// build, so nginx sends it as it is (gzip_static, scripts/lib/nginx-config.mjs) instead of compressing every
// answer again. Files too small to gain are left alone.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
const minimumBytes = 256;

/** @returns {import('vite').Plugin} */
export function gzipStatic() {
  let outDir = 'dist';
  return {
    name: 'portal-gzip-static',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle).map((output) => {
        const content = output.type === 'chunk' ? output.code : output.source;
        if (!compressible.test(output.fileName) || content.length < minimumBytes) return undefined;
        const gzipped = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (gzipped.length >= Buffer.byteLength(content)) return undefined;
        return writeFile(path.join(outDir, `${output.fileName}.gz`), gzipped);
      });
      await Promise.all(writes);
    },
  };
}
