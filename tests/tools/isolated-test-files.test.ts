/** The ui, sync, tools and server projects share modules between the files of a worker
 * (vitest.config.ts). A file that replaces a module with vi.mock would then get the module
 * another file loaded already, and pass or fail by the order files ran in: such a file must be
 * named *.isolated.test.* so it runs with modules of its own. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED_PROJECTS = ['tests/ui', 'tests/sync', 'tests/tools', 'tests/server'];
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('test files that mock modules', () => {
  it('are named *.isolated.test.* in the projects that share modules', () => {
    const root = process.cwd();
    const files = SHARED_PROJECTS.flatMap((dir) => testFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const shared = files.filter((file) => !file.includes('.isolated.test.') && file !== import.meta.filename);
    const mocking = shared.filter((file) => MOCKS_A_MODULE.test(fs.readFileSync(file, 'utf8')));
    expect(mocking.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('and only the ui project has isolated files (the others would not run them)', () => {
    const root = process.cwd();
    const isolated = SHARED_PROJECTS.flatMap((dir) => testFiles(path.join(root, dir))).filter((file) => file.includes('.isolated.test.'));
    expect(isolated.length).toBeGreaterThan(0);
    expect(isolated.filter((file) => !file.startsWith(path.join(root, 'tests/ui/'))).map((file) => path.relative(root, file))).toEqual([]);
  });
});
