/**
 * The Chakra UI v3 system: Chakra's defaults plus Vigil's brand palette (a deep navy, the
 * colour of index.html's theme-color) and the spec's breakpoints (section 9): `md` is tablet
 * (above 767 px), `xl` is desktop (above 1220 px). Light mode only: the spec's theme switcher
 * was template scaffolding.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { DESKTOP_MIN_PX, TABLET_MIN_PX } from '../shared/breakpoints.js';

const config = defineConfig({
  globalCss: {
    'html, body, #root': { height: '100%' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    breakpoints: {
      sm: '480px',
      md: `${TABLET_MIN_PX}px`,
      lg: '1024px',
      xl: `${DESKTOP_MIN_PX}px`,
      '2xl': '1536px',
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef3fa' },
          100: { value: '#d5e1f1' },
          200: { value: '#aec4e3' },
          300: { value: '#7f9fcf' },
          400: { value: '#557bb8' },
          500: { value: '#3a5f9d' },
          600: { value: '#2b4a80' },
          700: { value: '#1a365d' },
          800: { value: '#142a49' },
          900: { value: '#0e1e35' },
          950: { value: '#081322' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

// Chakra's defaults are its base config plus its theme config (`defaultConfig` merges the two).
// They are named separately on purpose: importing `defaultConfig` would also keep the module
// that builds Chakra's own unused `defaultSystem` at load time, 30-50 ms before every first paint.
export const system = createSystem(defaultBaseConfig, defaultThemeConfig, config);
