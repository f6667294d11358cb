// Repeatable draws from a seed and a name (FNV-1a), so an operation's fate depends on the seed alone.
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A number in [0, 1) fixed by the seed and the name. */
export const draw = (seed, name) => hash(`${seed}\u0000${name}`) / 2 ** 32;
