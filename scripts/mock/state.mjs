// The remembering state of `npm run mock` (declared by the operations' `x-mock`): none declared yet.
export function createState() {
  const describe = () => ({ collections: [] });
  return { answer: () => undefined, reset: describe, describe, advanceClock: () => ({ clockOffset: 0 }) };
}
