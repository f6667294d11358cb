// The service-info traffic query declares no longest range and the portal opens every range at 5 minutes, so the
// refusal example of a range too long names no limit: an example stating one (31 days) told a backend developer
// of a rule neither the contract nor the portal holds.
import { describe, expect, it } from 'vitest';
import { loadReadable, present, type Json } from './load-contract';

const contract = loadReadable();
const operation = Object.values(contract.paths as Json)
  .flatMap((item: Json) => Object.values(item))
  .find((op: Json) => op?.operationId === 'getServiceInfoTraffic') as Json | undefined;

describe('getServiceInfoTraffic: a range too long', () => {
  const example = present(
    operation?.responses?.['200']?.content?.['application/json']?.examples?.rangeTooLong,
    "getServiceInfoTraffic's rangeTooLong example",
  );
  const query = present(contract.components?.schemas?.OverviewQuery, 'the OverviewQuery schema');

  it('is refused with a message', () => {
    expect(example.value.code).toBe('1');
    expect(example.value.msg).not.toBe('');
  });

  it('names no day limit, as the query declares none', () => {
    expect(JSON.stringify(query)).not.toMatch(/max(imum|Days|Range)/i);
    expect(`${example.summary} ${example.description ?? ''} ${example.value.msg}`).not.toMatch(/\d+\s*(天|days?)/);
  });
});
