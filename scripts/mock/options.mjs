// The mock's own options; everything else goes to Prism unchanged.
export const usage = `npm run mock -- [options] [Prism options]

  --dynamic             random schema-valid answers: every operation answers its success envelope
  --seed <n>            makes the random answers repeatable (each operation draws from its own seed)
  --failure-rate <r>    with --dynamic: this share of operations (0 to 1, chosen by the seed) answers one of
                        its named failure examples instead
  --stateless           plain Prism: no remembering layer, answers only from the contract
  --strict              the reference backend: a call needs the session a login opened and the permission its
                        x-permission names, an unknown user cannot sign in, and a request the contract refuses
                        gets the operation's declared failure instead of HTTP 422 (what npm run contract:check
                        is tried against)
  --help                this text

Named examples win for a request: send \`Prefer: example=NAME\`.`;

export function parseMockOptions(argv) {
  const options = {
    dynamic: false,
    seed: undefined,
    failureRate: 0,
    stateless: false,
    strict: false,
    help: false,
    prismArgs: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--dynamic' || name === '-d') options.dynamic = true;
    else if (name === '--seed') options.seed = value();
    else if (name === '--failure-rate') options.failureRate = Number(value());
    else if (name === '--stateless') options.stateless = true;
    else if (name === '--strict') options.strict = true;
    else if (name === '--help' || name === '-h') options.help = true;
    else options.prismArgs.push(arg);
  }
  if (!(options.failureRate >= 0 && options.failureRate <= 1))
    throw new Error('--failure-rate takes a number from 0 to 1, e.g. --failure-rate 0.2');
  if (options.strict && options.stateless) throw new Error('--strict needs the layer: it cannot be --stateless');
  return options;
}

/** The arguments of plain Prism for these options (what --stateless runs). */
export function prismArguments({ dynamic, seed, prismArgs }) {
  return [...(dynamic ? ['--dynamic'] : []), ...(seed !== undefined ? ['--seed', String(seed)] : []), ...prismArgs];
}
