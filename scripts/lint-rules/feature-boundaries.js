// Features under src/features/<name>/ do not import each other (DESIGN.md section 2), and the
// rest of the UI (src/app) uses a feature only through its public entry, src/features/<name>/
// index.ts. A pattern rule sees only the import string, so `../../auth/sign-in-page.js` written
// inside src/features/planning/details/ would slip past it: this rule resolves each relative
// specifier against the importing file and compares the feature folders.
import path from 'node:path';

/** Where a path lies under src/features: the feature's name and the path inside it, or null. */
function placeInFeatures(file, root) {
  const relative = path.relative(path.join(root, 'src', 'features'), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...inside] = relative.split(path.sep);
  return name === undefined ? null : { name, inside };
}

/** The feature folder a file lies in, or null outside src/features. */
function featureOf(file, root) {
  const place = placeInFeatures(file, root);
  return place === null || place.inside.length === 0 ? null : place.name;
}

/** `features/x`, `features/x/index`, `features/x/index.js` or `.ts`: the public entry. */
const isPublicEntry = (inside) => inside.length === 0 || (inside.length === 1 && /^index(\.(js|ts))?$/.test(inside[0]));

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; the app uses a feature only through its index.ts.' },
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other; compose them in src/app (DESIGN.md section 2).",
      privateImport: "Import feature '{{to}}' through its public entry (src/features/{{to}}/index.ts), not '{{path}}'.",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = featureOf(context.filename, root);
    const check = (sourceNode) => {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const target = placeInFeatures(path.resolve(path.dirname(context.filename), sourceNode.value), root);
      if (target === null) return;
      if (from !== null) {
        // Inside a feature its own files are imported directly.
        if (target.name !== from) context.report({ node: sourceNode, messageId: 'crossFeature', data: { from, to: target.name } });
        return;
      }
      if (!isPublicEntry(target.inside)) {
        context.report({ node: sourceNode, messageId: 'privateImport', data: { to: target.name, path: sourceNode.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
