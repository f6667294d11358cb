import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../api/client';
import {
  applyUrlScenarios,
  exampleFor,
  installScenarios,
  operationIdFor,
  readScenarios,
  saveScenario,
  scenarioMiddleware,
} from './scenarios';

afterEach(() => {
  client.eject(scenarioMiddleware);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('mock scenarios', () => {
  it('finds the operation of a request by method and contract path', () => {
    expect(operationIdFor('GET', '/api/newLogin')).toBe('login');
    expect(operationIdFor('POST', '/api/newLogin')).toBeUndefined();
  });

  it('keeps the login form by default (automatic login answers noSession)', () => {
    expect(readScenarios(localStorage).autoLogin).toBe('noSession');
  });

  it('uses a stored choice, and the URL can set it', () => {
    applyUrlScenarios('?mock=logout:alreadyLoggedOut,logout:notAnExample', localStorage);
    expect(exampleFor('logout', readScenarios(localStorage))).toBe('alreadyLoggedOut');
    saveScenario('logout', undefined, localStorage);
    expect(readScenarios(localStorage).logout).toBeUndefined();
  });

  it("once installed, sends the address's choice and a stored one with the next request", async () => {
    saveScenario('searchDomains', 'serverBusy', localStorage);
    window.history.replaceState(null, '', '/cdn/domain?mock=logout:alreadyLoggedOut');
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => (sent.push(request), Response.json({ code: '0', msg: '', data: null }))),
    );
    installScenarios();
    await client.POST('/api/domain/search', { body: {} as never });
    await client.GET('/api/logout');
    expect(sent.map((request) => request.headers.get('Prefer'))).toEqual([
      'example=serverBusy',
      'example=alreadyLoggedOut',
    ]);
  });
});
