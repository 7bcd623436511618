export { antdTheme, layout, palette, progressColors, progressDefaults } from './tokens';
