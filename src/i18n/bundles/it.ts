// All of one language's catalogues in one chunk, loaded when the language is used (catalogue-loader.ts).
import { byNamespace } from '../catalogue.js';

export default byNamespace(import.meta.glob('../locales/it/*.json', { eager: true, import: 'default' }));
