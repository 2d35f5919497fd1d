/** Deletes stored uploads; a file already gone is fine (the goal is its absence). */
import fs from 'node:fs/promises';

export async function removeUploadFile(file: string): Promise<void> {
  try {
    await fs.unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
