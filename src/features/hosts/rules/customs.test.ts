import { describe, expect, it } from 'vitest';
import { customsFor, detailSearchCustoms, storedCustoms } from './customs';

const customer = { role: 'customer', account_all: 'CDN1024,CDN1024_01, CDN1024_02,' };
const superadmin = { role: 'superadmin', account_all: 'CDN0001,CDN1024,CDN2048' };
const superUser = { role: 'superuser', account_all: 'CDN0001,CDN1024' };

describe('the customs filter of host calls', () => {
  it.each([
    [customer, ['CDN1024', 'CDN1024_01', 'CDN1024_02']],
    [{ role: 'customer', account_all: '' }, []],
  ])('splits the stored list on commas', (user, expected) => expect(storedCustoms(user)).toEqual(expected));

  it.each([
    ['customer, nothing picked', customer, undefined, ['CDN1024', 'CDN1024_01', 'CDN1024_02']],
    ['customer picks one of theirs', customer, 'CDN1024_01', ['CDN1024_01']],
    ['customer picks a stranger', customer, 'CDN2048', ['CDN1024', 'CDN1024_01', 'CDN1024_02']],
    ['superadmin, nothing picked', superadmin, undefined, ['CDN0001', 'CDN1024', 'CDN2048']],
    ['superadmin picks any', superadmin, 'CDN4096', ['CDN4096']],
  ])('other host calls always carry it: %s', (_, user, picked, expected) =>
    expect(customsFor(user, picked)).toEqual(expected),
  );

  it.each([
    ['customer', customer, undefined, { customs: ['CDN1024', 'CDN1024_01', 'CDN1024_02'] }],
    ['superadmin', superadmin, undefined, {}],
    ['superadmin with a pick', superadmin, 'CDN2048', { customs: ['CDN2048'] }],
    ['another super role is not superadmin', superUser, undefined, { customs: ['CDN0001', 'CDN1024'] }],
  ])('the detail search adds it unless superadmin: %s', (_, user, picked, expected) =>
    expect(detailSearchCustoms(user, picked)).toEqual(expected),
  );
});
