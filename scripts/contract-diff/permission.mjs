// Which of two x-permission values asks more of the user, by the portal's rules (openapi/README.md): `public`
// asks nothing, `session` a signed-in user, `portal:{module}:{view|operation}:{item|*}` a permission of the
// module. A required `*` is met by any item of the module at that level, a required item by that item or the
// held `*`, and an operation permission also allows viewing.

const LEVELS = { view: 0, operation: 1 };

function parse(permission) {
  if (permission === 'public') return { rank: 0 };
  if (permission === 'session') return { rank: 1 };
  const match = /^portal:([^:]+):(view|operation):(.+)$/.exec(String(permission));
  if (!match) return undefined;
  const [, module, level, item] = match;
  return { rank: 2, module, level: LEVELS[/** @type {'view' | 'operation'} */ (level)], item };
}

/** True when every user who may make a call that requires `b` may make one that requires `a`. */
function metByEveryHolderOf(a, b) {
  if (a.rank < 2) return a.rank <= b.rank;
  return b.rank === 2 && a.module === b.module && a.level <= b.level && (a.item === '*' || a.item === b.item);
}

/**
 * @returns {'same' | 'tightened' | 'loosened' | 'other'} `other`: some users lose the call and others gain it
 *   (another module, or a value the portal does not know)
 */
export function comparePermissions(was, is) {
  if (was === is) return 'same';
  const [a, b] = [parse(was), parse(is)];
  if (!a || !b) return 'other';
  if (metByEveryHolderOf(b, a)) return 'loosened';
  if (metByEveryHolderOf(a, b)) return 'tightened';
  return 'other';
}
