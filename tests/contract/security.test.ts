// The session the contract declares: one cookie scheme required everywhere but on the calls made signed out,
// left out of the wire contract so the Prism mock does not refuse the portal, which holds no session of its.
import { describe, expect, it } from 'vitest';
import { eachOperation, HTTP_METHODS, needsSession } from '../../scripts/lib/operations.mjs';
import { loadReadable, loadWire, type Json } from './load-contract';

const readable = loadReadable();
const wire = loadWire();
const operations = [...eachOperation(readable)] as Json[];

describe('security', () => {
  it('declares the session cookie, inferred, and requires it by default', () => {
    expect(readable.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'JSESSIONID',
      'x-inferred': true,
    });
    expect(readable.security).toEqual([{ sessionCookie: [] }]);
  });

  it('lets exactly the public calls (x-permission: public) go without a session', () => {
    const open = operations.filter(({ op }) => !needsSession(readable, op)).map(({ op }) => op.operationId);
    const publicOnes = operations.filter(({ op }) => op['x-permission'] === 'public').map(({ op }) => op.operationId);
    expect(open.sort()).toEqual(publicOnes.sort());
    expect(open.sort()).toEqual(['autoLogin', 'login']);
  });

  it('leaves the requirements out of the wire contract Prism serves', () => {
    expect(wire.security).toBeUndefined();
    const withSecurity = Object.entries(wire.paths as Record<string, Json>).flatMap(([route, item]) =>
      HTTP_METHODS.filter((method) => item[method]?.security).map((method) => `${method} ${route}`),
    );
    expect(withSecurity).toEqual([]);
  });
});

describe('x-language-dependent', () => {
  const analysisAreas = ['analysis', 'analysisOnOff', 'offline', 'analysisDb'];

  it('marks every read of the analysis views, and nothing else', () => {
    const marked = operations.filter(({ op }) => op['x-language-dependent'] === true).map(({ op }) => op.operationId);
    const analysisReads = operations
      .filter(({ op }) => analysisAreas.includes(op.tags[0]) && op['x-kind'] === 'query')
      .map(({ op }) => op.operationId);
    expect(marked.sort()).toEqual(analysisReads.sort());
    expect(marked.length).toBe(60);
  });
});
