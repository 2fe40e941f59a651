import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emulatorPorts, extendCspDirective, localFirebaseConfig } from './local-emulators';

const production = JSON.parse(readFileSync('firebase.json', 'utf8'));

describe('emulatorPorts', () => {
  it('defaults to the documented ports and accepts overrides', () => {
    expect(emulatorPorts({})).toMatchObject({ hosting: 5000, auth: 9099 });
    expect(emulatorPorts({ HOSTING_PORT: '5100', AUTH_EMULATOR_PORT: '9199' })).toMatchObject({
      hosting: 5100,
      auth: 9199,
    });
  });

  it('rejects a value that is not a port', () => {
    expect(() => emulatorPorts({ HOSTING_PORT: 'eighty' })).toThrow(/HOSTING_PORT/);
  });
});

describe('extendCspDirective', () => {
  it('appends origins to one directive only', () => {
    expect(extendCspDirective("default-src 'self'; connect-src 'self'", 'connect-src', ['http://127.0.0.1:9099'])).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:9099",
    );
  });
});

describe('localFirebaseConfig', () => {
  const local = localFirebaseConfig(production, emulatorPorts({ HOSTING_PORT: '5100', AUTH_EMULATOR_PORT: '9199' }));

  it('serves with exactly the production rules, adding only the emulator origins to connect-src', () => {
    const { headers: localHeaders, ...localRules } = local.hosting;
    const { headers: productionHeaders, ...productionRules } = production.hosting;
    expect(localRules).toEqual(productionRules);
    const csp = (config: typeof production.hosting) =>
      config.headers
        .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
        .find((header: { key: string }) => header.key === 'Content-Security-Policy').value;
    expect(csp(local.hosting)).toBe(
      csp(production.hosting).replace(
        /connect-src ([^;]*)/,
        'connect-src $1 http://127.0.0.1:9199 http://127.0.0.1:8080',
      ),
    );
    expect(localHeaders).toHaveLength(productionHeaders.length);
  });

  it('listens on the chosen ports', () => {
    expect(local.emulators).toMatchObject({ hosting: { port: 5100 }, auth: { port: 9199 } });
  });
});
