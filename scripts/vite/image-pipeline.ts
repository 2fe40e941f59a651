// Vite plugin: `import image from './x.svg?picture'` becomes an ImageAsset (src, width, height,
// AVIF and WebP srcsets, and with `&vector` the SVG drawing itself, which the server build
// also inlines as a data: URL). The build emits content-hashed files under assets/images/ with names
// that do not depend on the build (client or SSR), so prerendered HTML and the client bundle
// point at the same URLs. The dev server encodes on request instead.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { createImageEncoder, extensionOf, mimeTypeOf, type OutputFormat, type SourceImage } from './image-encoder';
import { formatPictureQuery, isPictureId, parsePictureId, planWidths } from './image-query';
import { svgDataUri } from './svg-data-uri';

interface ImagePipelineOptions {
  /** Where encoded images are kept between builds. Default: node_modules/.cache/images. */
  cacheDir?: string;
}

/** Mirrors the ImageAsset type declared for the app in src/assets/image-asset.d.ts. */
export interface PictureModule {
  src: string;
  width: number;
  height: number;
  sources: Array<{ type: string; srcset: string }>;
  vector?: string;
  inlineVector?: string;
}

const MODERN_FORMATS: readonly OutputFormat[] = ['avif', 'webp'];
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];
const DEV_PREFIX = '/@image-pipeline/';

interface DevEntry {
  source: SourceImage;
  width: number;
  format: OutputFormat;
}

export function imagePipeline(options: ImagePipelineOptions = {}): Plugin & {
  api: { stats: ReturnType<typeof createImageEncoder>['stats'] };
} {
  let config: ResolvedConfig;
  let encoder: ReturnType<typeof createImageEncoder>;
  // Two imports of one image may ask for overlapping widths; emit each file once per build.
  const emitted = new Set<string>();
  const devEntries = new Map<string, DevEntry>();
  const devVectors = new Map<string, string>();

  const publicUrl = (fileName: string) => `${config.base.replace(/\/?$/, '/')}${fileName}`;

  /** The SVG file itself, content-hashed like the rest (the dev server serves it from its source). */
  const vectorUrlFor = async (
    context: { emitFile: (file: { type: 'asset'; fileName: string; source: Buffer }) => unknown },
    file: string,
    source: SourceImage,
    baseName: string,
  ): Promise<string> => {
    const key = `${baseName}-${source.hash.slice(0, 12)}.svg`;
    if (config.command === 'serve') {
      devVectors.set(key, file);
      return `${config.base.replace(/\/?$/, '')}${DEV_PREFIX}${key}`;
    }
    const fileName = path.posix.join(config.build.assetsDir, 'images', `${baseName}-${source.hash.slice(0, 10)}.svg`);
    if (!emitted.has(fileName)) {
      emitted.add(fileName);
      context.emitFile({ type: 'asset', fileName, source: await readFile(file) });
    }
    return publicUrl(fileName);
  };

  // The fallback <img src> needs a format every browser decodes: JPEG, or PNG when the image
  // has transparency. Only the largest width is made, for the rare browser without <picture>.
  const fallbackFormat = (source: SourceImage): OutputFormat => (source.isOpaque ? 'jpeg' : 'png');

  return {
    name: 'rivage:image-pipeline',
    // Before vite:asset, which would otherwise turn `x.svg?picture` into a plain URL.
    enforce: 'pre',
    api: {
      get stats() {
        return encoder.stats;
      },
    },

    configResolved(resolved) {
      config = resolved;
      encoder = createImageEncoder(options.cacheDir ?? path.join(resolved.root, 'node_modules', '.cache', 'images'));
    },

    buildStart() {
      emitted.clear();
    },

    async resolveId(source, importer) {
      if (!isPictureId(source)) return null;
      const { file, ...query } = parsePictureId(source);
      const resolveFile = async (candidate: string) =>
        (await this.resolve(candidate, importer, { skipSelf: true }))?.id.split('?')[0] ?? null;
      // A photo beside the generated art wins: a gym swaps `classes/yoga.svg` for its own
      // picture by dropping `classes/yoga.jpg` next to it (or in its place), no code change.
      let resolved = await resolveFile(file);
      if (resolved === null || resolved.endsWith('.svg')) {
        const base = (resolved ?? file).replace(/\.svg$/, '');
        for (const extension of PHOTO_EXTENSIONS) {
          const photo = resolved === null ? await resolveFile(`${base}${extension}`) : `${base}${extension}`;
          if (photo && existsSync(photo)) {
            resolved = photo;
            break;
          }
        }
      }
      if (resolved === null) return null;
      return `${resolved}?${formatPictureQuery(query)}`;
    },

    async load(id) {
      if (!isPictureId(id)) return null;
      const { file, widths: requested, vector } = parsePictureId(id);
      this.addWatchFile(file);
      const source = await encoder.describe(file);
      const widths = planWidths(requested, source.width, source.isVector);
      const heightAt = (width: number) => Math.round((width * source.height) / source.width);
      const baseName = path.basename(file, path.extname(file));

      const urlFor = async (width: number, format: OutputFormat): Promise<string> => {
        if (config.command === 'serve') {
          const key = `${baseName}-${width}-${source.hash.slice(0, 12)}.${extensionOf(format)}`;
          devEntries.set(key, { source, width, format });
          return `${config.base.replace(/\/?$/, '')}${DEV_PREFIX}${key}`;
        }
        const data = await encoder.encode(source, width, format);
        const contentHash = createHash('sha256').update(data).digest('hex').slice(0, 10);
        const fileName = path.posix.join(
          config.build.assetsDir,
          'images',
          `${baseName}-${width}-${contentHash}.${extensionOf(format)}`,
        );
        if (!emitted.has(fileName)) {
          emitted.add(fileName);
          this.emitFile({ type: 'asset', fileName, source: data });
        }
        return publicUrl(fileName);
      };

      const sources = await Promise.all(
        MODERN_FORMATS.map(async (format) => {
          const urls = await Promise.all(widths.map((width) => urlFor(width, format)));
          return {
            type: mimeTypeOf(format),
            srcset: urls.map((url, index) => `${url} ${widths[index]}w`).join(', '),
          };
        }),
      );
      const largest = widths[widths.length - 1] ?? source.width;
      const picture: PictureModule = {
        src: await urlFor(largest, fallbackFormat(source)),
        width: largest,
        height: heightAt(largest),
        sources,
        ...(vector && source.isVector ? { vector: await vectorUrlFor(this, file, source, baseName) } : {}),
      };
      // The server build also carries the drawing as a data: URL, for the prerendered first screen
      // (src/components/ui/picture.tsx); the browser build never ships those bytes.
      if (picture.vector && this.environment?.config.consumer === 'server') {
        picture.inlineVector = svgDataUri(await readFile(file, 'utf8'));
      }
      return { code: `export default ${JSON.stringify(picture)};\n`, moduleType: 'js' };
    },

    watchChange(id) {
      encoder?.forget(id);
    },

    configureServer(server) {
      server.watcher.on('change', (file) => encoder.forget(file));
      server.middlewares.use(DEV_PREFIX, async (request, response, next) => {
        // Only files that a `?picture` module asked for are served: the key is not a path.
        const key = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        const vectorFile = devVectors.get(key);
        if (vectorFile) {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(await readFile(vectorFile));
          return;
        }
        const entry = devEntries.get(key);
        if (!entry) return next();
        try {
          const data = await encoder.encode(entry.source, entry.width, entry.format);
          response.setHeader('Content-Type', mimeTypeOf(entry.format));
          response.setHeader('Cache-Control', 'no-cache');
          response.end(data);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
