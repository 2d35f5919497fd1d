/**
 * Where uploads live: `<dataDir>/uploads/<area>/<ownerId>/<random>.<ext>`. Names are generated
 * here (128 random bits) and anything read back is matched against the same pattern first, so a
 * request can never name a path outside the upload area (no `..`, no separators).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MIME_BY_EXT, type ImageType } from './image-types.js';

/** `chat-uploads`: a photo whose group or request is named inside its multipart form, held per
 * user until the form is read (POST /api/request/imageUpload), then moved to its group's `chat`
 * folder or its request's `requests` folder. */
export type UploadArea = 'history' | 'chat' | 'chat-uploads' | 'requests';

export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif)$/;

export function uploadDir(dataDir: string, area: UploadArea, ownerId: number): string {
  if (!Number.isSafeInteger(ownerId) || ownerId <= 0) throw new Error(`invalid upload owner id ${ownerId}`);
  return path.join(dataDir, 'uploads', area, String(ownerId));
}

export function newStoredName(ext: ImageType['ext']): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The absolute path and type of a stored upload, or null for a name the server never makes. */
export function storedUpload(dataDir: string, area: UploadArea, ownerId: number, name: string): { file: string; mime: ImageType['mime'] } | null {
  const match = STORED_NAME.exec(name);
  if (!match) return null;
  const ext = match[1] as ImageType['ext'];
  return { file: path.join(uploadDir(dataDir, area, ownerId), name), mime: MIME_BY_EXT[ext] };
}
