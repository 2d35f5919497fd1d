export { createBrowserSoundPlayer, createSoundPlayer, silentSoundPlayer, type SoundPlayer, type SoundPlayerDeps } from './sound-player.js';
export { SOUND_PATTERNS, type SoundKind } from './sound-patterns.js';
export { useSounds } from './use-sounds.js';
