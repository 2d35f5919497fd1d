// Files whose text still bypasses the catalogues, while they are being moved to them. Every file
// under src/ is now linted for literal text; the list stays empty.
export const NOT_YET_TRANSLATED = [];
