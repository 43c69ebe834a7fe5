// Unit tests render in both languages: the English texts a page reads before its first render
// (createI18n.ts) are read once here, so every instance a test creates has them.
import { preloadEnglishCommon } from '../i18n/createI18n';

await preloadEnglishCommon();
