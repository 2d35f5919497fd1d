/**
 * The app's code could not be loaded (lost connection, a release replaced it): the spec's
 * message (section 8) and a way out, drawn without the app (Chakra is in the chunk that failed),
 * in the page's language from the catalogue built into the entry.
 */
import { createLookup } from '../../i18n/lookup.js';
import { startUpCatalogue } from '../../i18n/start-up-catalogue.js';
import { textDirection, type Language } from '../../i18n/languages.js';

export function showLoadingFailed(language: Language): void {
  const t = createLookup(language, startUpCatalogue(language));
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.lang = language;
  box.dir = textDirection(language);
  box.style.cssText = 'font-family: system-ui, sans-serif; text-align: center; padding: 20vh 24px;';
  const text = document.createElement('p');
  text.textContent = t('boot:loadingFailed');
  text.style.cssText = 'font-size: 1.125rem; font-weight: 600; margin: 0 0 16px;';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('boot:reload');
  button.style.cssText = 'font: inherit; padding: 8px 16px; border-radius: 6px; border: 0; background: #1a365d; color: #fff; cursor: pointer;';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.replaceChildren(box);
}
