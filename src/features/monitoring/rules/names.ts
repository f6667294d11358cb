// Names of contacts, groups and rules are unique in an account; the server refuses a duplicate, the form says
// so first. Spaces around a name and letter case do not make a different name.
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
