// Design tokens shared by console-kit and the hosts. Every colour is a CSS variable a host can set
// (see packages/console-kit/src/styles/theme.css), and every size is in px so that a host page's
// root font-size never rescales the console.
export default {
  theme: {
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      bg: 'var(--ck-v-bg)',
      surface: 'var(--ck-v-surface)',
      subtle: 'var(--ck-v-subtle)',
      fg: 'var(--ck-v-fg)',
      muted: 'var(--ck-v-muted)',
      border: 'var(--ck-v-border)',
      primary: 'var(--ck-v-primary)',
      'primary-hover': 'var(--ck-v-primary-hover)',
      'on-primary': 'var(--ck-v-on-primary)',
      danger: 'var(--ck-v-danger)',
      'danger-subtle': 'var(--ck-v-danger-subtle)',
      success: 'var(--ck-v-success)',
      'success-subtle': 'var(--ck-v-success-subtle)',
      warning: 'var(--ck-v-warning)',
      'warning-subtle': 'var(--ck-v-warning-subtle)',
      focus: 'var(--ck-v-focus)',
      overlay: 'var(--ck-v-overlay)',
    },
    fontSize: {
      xs: ['12px', { lineHeight: '16px' }],
      sm: ['13px', { lineHeight: '20px' }],
      base: ['14px', { lineHeight: '20px' }],
      md: ['15px', { lineHeight: '22px' }],
      lg: ['18px', { lineHeight: '26px' }],
      xl: ['22px', { lineHeight: '30px' }],
      '2xl': ['28px', { lineHeight: '36px' }],
    },
    borderRadius: {
      none: '0px',
      sm: 'calc(var(--ck-v-radius) / 2)',
      DEFAULT: 'var(--ck-v-radius)',
      lg: 'calc(var(--ck-v-radius) * 1.5)',
      full: '9999px',
    },
    fontFamily: {
      sans: 'var(--ck-v-font)',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
  },
};
