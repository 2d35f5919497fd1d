// Features under src/features/<name>/ do not import each other (DESIGN.md section 2); src/app
// composes them. A pattern rule sees only the import string, so `../../auth/sign-in-page.js`
// written inside src/features/planning/details/ would slip past it: this rule resolves each
// relative specifier against the importing file and compares the feature folders.
import path from 'node:path';

/** The feature folder a file lies in, or null outside src/features. */
function featureOf(file, root) {
  const relative = path.relative(path.join(root, 'src', 'features'), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name] = relative.split(path.sep);
  return name === undefined || name === relative ? null : name;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; compose them in src/app.' },
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other; compose them in src/app (DESIGN.md section 2).",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = featureOf(context.filename, root);
    if (from === null) return {};
    const check = (sourceNode) => {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string' || !sourceNode.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), sourceNode.value), root);
      if (to !== null && to !== from) context.report({ node: sourceNode, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
