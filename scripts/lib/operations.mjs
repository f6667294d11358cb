// Walks the bundled contract: every operation with its method, path and the extensions the tools read.
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function* eachOperation(doc) {
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) yield { route, method, op: item[method], pathItem: item };
    }
  }
}

/** x-success-code as a list: '0' → ['0'], ['0', '1'] stays. */
export const successCodes = (op) => {
  const rule = op['x-success-code'];
  return rule === undefined ? [] : Array.isArray(rule) ? rule : [rule];
};

/** True when a body's code is a success by the operation's rule (type matters: 0 is not '0'). */
export const isSuccessCode = (op, code) => successCodes(op).some((c) => c === code);

export function resolveRef(doc, node) {
  let current = node;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    const parts = current.$ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = parts.reduce((n, p) => n?.[p], doc);
  }
  return current;
}

/** The JSON content of an operation's HTTP 200 response. */
export const jsonResponse = (op) => op.responses?.['200']?.content?.['application/json'];

/** True for the Failure branch of a 200 answer: Failure itself, or (in the wire contract) Failure narrowed by allOf. */
export const isFailureBranch = (branch) =>
  (branch?.$ref ?? '').endsWith('/Failure') || Boolean(branch?.allOf?.some(isFailureBranch));

/** The success branch of the 200 envelope (the anyOf member that is not Failure). */
export function successEnvelopeSchema(doc, op) {
  const schema = jsonResponse(op)?.schema;
  if (!schema) return undefined;
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.find((b) => !isFailureBranch(b));
}

/** The codes of the operation's named failure examples, with the names that use each (type-exact). */
export function declaredFailures(op) {
  const failures = [];
  for (const [name, example] of Object.entries(jsonResponse(op)?.examples ?? {})) {
    const code = example?.value?.code;
    if (code === undefined || isSuccessCode(op, code)) continue;
    const known = failures.find((f) => f.code === code);
    if (known) known.names.push(name);
    else failures.push({ code, names: [name] });
  }
  return failures;
}

/** True when `data` of the success envelope travels encrypted. */
export function isDataEncrypted(doc, op) {
  const envelope = resolveRef(doc, successEnvelopeSchema(doc, op));
  const data = envelope?.properties?.data;
  return Boolean(data && (data['x-encrypted'] || resolveRef(doc, data)?.['x-encrypted']));
}

/** The media types of a request body that travel encrypted. */
export function encryptedBodyMedia(doc, op) {
  const body = resolveRef(doc, op.requestBody);
  if (!body?.content) return [];
  return Object.entries(body.content)
    .filter(
      ([, media]) =>
        body['x-encrypted'] || media.schema?.['x-encrypted'] || resolveRef(doc, media.schema)?.['x-encrypted'],
    )
    .map(([type]) => type);
}

/** The security requirements of an operation: its own `security`, else the document's. */
export const securityOf = (doc, op) => op.security ?? doc.security ?? [];

/** True when the operation cannot be called without a credential: every alternative names a scheme. */
export function needsSession(doc, op) {
  const requirements = securityOf(doc, op);
  return requirements.length > 0 && requirements.every((requirement) => Object.keys(requirement).length > 0);
}

/** The business code of an ended session (the contract's `x-session-ended-code`), which any call that needs a session may answer. */
export const sessionEndedCode = (doc) => doc['x-session-ended-code'] ?? '403';
