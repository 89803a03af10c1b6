import { defineConfig, defineSemanticTokens, type SemanticTokens } from '@pandacss/dev';
import { recipes } from './src/ui/theme/recipes';
import { slotRecipes } from './src/ui/theme/slot-recipes';

type TokenTree = { [key: string]: TokenTree | string };

/**
 * Repeats each `base` value under `_light`, so a `.light` element nested inside `.dark` (the side-by-side
 * gallery, previews) resets the variables instead of inheriting the dark ones.
 */
function withLightCondition(tree: SemanticTokens): SemanticTokens {
  const visit = (node: TokenTree): TokenTree => {
    if (typeof node.base === 'string' && typeof node._dark === 'string') {
      return { ...node, _light: node.base };
    }
    const out: TokenTree = {};
    for (const [key, child] of Object.entries(node)) {
      out[key] = typeof child === 'string' ? child : visit(child);
    }
    return out;
  };
  return visit(tree as unknown as TokenTree) as unknown as SemanticTokens;
}

/**
 * Semantic tokens only: components never name a raw colour. Each token has a light and a dark
 * value; the theme is switched by the `light` / `dark` class on <html> (see public/theme-init.js).
 */
const semanticTokens = withLightCondition(
  defineSemanticTokens({
    colors: {
      bg: {
        canvas: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.950}' } },
        surface: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
        subtle: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
        muted: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      },
      fg: {
        default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
        muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
        subtle: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
        disabled: { value: { base: '{colors.slate.400}', _dark: '{colors.slate.500}' } },
      },
      border: {
        default: { value: { base: '{colors.slate.300}', _dark: '{colors.slate.600}' } },
        subtle: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
        // Form controls need 3:1 against their background (WCAG 1.4.11); `default` is decorative.
        strong: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
      },
      accent: {
        default: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
        emphasized: { value: { base: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
        fg: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
        text: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
        subtle: { value: { base: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
        muted: { value: { base: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
      },
      danger: {
        default: { value: { base: '{colors.red.700}', _dark: '{colors.red.400}' } },
        emphasized: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
        fg: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
        text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
        subtle: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
        border: { value: { base: '{colors.red.300}', _dark: '{colors.red.800}' } },
      },
      success: {
        default: { value: { base: '{colors.green.700}', _dark: '{colors.green.400}' } },
        text: { value: { base: '{colors.green.800}', _dark: '{colors.green.300}' } },
        subtle: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
        border: { value: { base: '{colors.green.300}', _dark: '{colors.green.800}' } },
      },
      info: {
        text: { value: { base: '{colors.sky.800}', _dark: '{colors.sky.300}' } },
        subtle: { value: { base: '{colors.sky.50}', _dark: '{colors.sky.950}' } },
        border: { value: { base: '{colors.sky.300}', _dark: '{colors.sky.800}' } },
      },
      focusRing: { value: { base: '{colors.teal.600}', _dark: '{colors.teal.300}' } },
      overlay: { value: { base: 'rgba(15, 23, 42, 0.5)', _dark: 'rgba(2, 6, 23, 0.7)' } },
    },
    shadows: {
      card: {
        value: {
          base: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
          _dark: '0 1px 2px rgba(0, 0, 0, 0.4)',
        },
      },
      overlay: {
        value: {
          base: '0 10px 30px rgba(15, 23, 42, 0.18)',
          _dark: '0 10px 30px rgba(0, 0, 0, 0.6)',
        },
      },
    },
  }),
);

const keyframes = {
  spin: { to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'slide-in': {
    from: { opacity: '0', transform: 'translateY(8px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  // A busy bar with no measure behind it: a band sweeps across the track.
  'progress-sweep': {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(250%)' },
  },
  // The same sweep in a right-to-left page (Arabic): from the right edge toward the left.
  'progress-sweep-rtl': {
    from: { transform: 'translateX(100%)' },
    to: { transform: 'translateX(-250%)' },
  },
  'scale-in': {
    from: { opacity: '0', transform: 'scale(0.97)' },
    to: { opacity: '1', transform: 'scale(1)' },
  },
};

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  // Recipes are applied through wrapper components, which the extractor cannot trace: ship all.
  staticCss: { recipes: '*' },
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '.dark &',
      light: '.light &',
    },
  },
  globalCss: {
    html: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      fontSize: '100%',
      lineHeight: '1.5',
      bg: 'bg.canvas',
      color: 'fg.default',
      WebkitFontSmoothing: 'antialiased',
    },
    body: { minHeight: '100dvh', bg: 'bg.canvas', color: 'fg.default', fontSize: 'md' },
    ':focus-visible': {
      outline: '3px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    extend: {
      // Layering used by recipes (Panda's base preset has no z-index scale).
      tokens: {
        zIndex: {
          sticky: { value: 10 },
          dropdown: { value: 1000 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          toast: { value: 1700 },
        },
      },
      semanticTokens,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
});
