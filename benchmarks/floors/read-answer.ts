// How the data benchmark's bare floors read their data: the very call the portal makes for it, to the same mock
// behind the same nginx, so that the server's wait and the answer's size count on both sides. The call is the
// contract's request example; the bench chooses the mock's answer (the Prefer header) for floor and portal alike
// (benchmarks/lib/data-floor-data.mjs defines __FLOOR_READS__ at build time). The answer is unwrapped as the
// least any client of this backend must: the envelope's code checked, and `data` decrypted by the browser's own
// AES where the operation encrypts it (the portal's native-ecb, with no cache, validation or error mapping).
import { bytesOfBase64, decryptEcb } from '../../src/api/native-ecb';

interface FloorRead {
  path: string;
  body: unknown;
  successCodes: (string | number)[];
}

declare const __FLOOR_READS__: { key: string; reads: Record<string, FloorRead> };

export async function readAnswer<T>(name: string): Promise<T> {
  const read = __FLOOR_READS__.reads[name];
  if (!read) throw new Error(`No read named ${name}`);
  const response = await fetch(read.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(read.body),
  });
  const envelope = (await response.json()) as { code: string | number; data: unknown };
  if (!read.successCodes.includes(envelope.code)) throw new Error(`${read.path} answered code ${envelope.code}`);
  if (typeof envelope.data !== 'string') return envelope.data as T;
  const key = new TextEncoder().encode(__FLOOR_READS__.key);
  const plain = await decryptEcb(crypto.subtle, bytesOfBase64(envelope.data), key);
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
