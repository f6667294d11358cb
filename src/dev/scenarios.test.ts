import { describe, expect, it } from 'vitest';
import { applyUrlScenarios, exampleFor, operationIdFor, readScenarios, saveScenario } from './scenarios';

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
});
