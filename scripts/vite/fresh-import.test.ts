import { describe, expect, it } from 'vitest';
import { FRESH_IMPORT_GLOBAL } from '../../src/lib/fresh-import';
import { withFreshImports } from './fresh-import';

describe('withFreshImports', () => {
  it('calls the fresh import for a chunk beside this one, in each quote the bundler writes', () => {
    const code = 'a(()=>import(`./about-page-Ab1_xYz.js`));b(()=>import("./x-1.js"));c(()=>import(\'./y.js\'))';
    expect(withFreshImports(code)).toBe(
      `a(()=>${FRESH_IMPORT_GLOBAL}(\`./about-page-Ab1_xYz.js\`));b(()=>${FRESH_IMPORT_GLOBAL}("./x-1.js"));c(()=>${FRESH_IMPORT_GLOBAL}('./y.js'))`,
    );
  });

  it('reads a file name that still holds the bundler’s placeholder for its hash', () => {
    expect(withFreshImports('import("./change-lines-!~{0$}~.js")')).toBe(
      `${FRESH_IMPORT_GLOBAL}("./change-lines-!~{0$}~.js")`,
    );
  });

  it('leaves an import of a computed address, of a package, and the word elsewhere alone', () => {
    // The bundler's code as text: `${base}` is a placeholder in it, not in this test.
    const computed = ['import(`', '$', '{base}/x.js`)'].join('');
    const code = `import(e);${computed};import("react");reimport("./x.js");const s="import";`;
    expect(withFreshImports(code)).toBe(code);
  });
});
