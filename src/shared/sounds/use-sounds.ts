import { useAppServices } from '../session/app-services.js';
import { silentSoundPlayer, type SoundPlayer } from './sound-player.js';

/** The page's sound player (silent where the app services bring none, as in most UI tests). */
export function useSounds(): SoundPlayer {
  return useAppServices().sounds ?? silentSoundPlayer;
}
