/**
 * svgo settings for our illustrations (`npm run svg:optimize`). svgo 4's preset-default keeps the
 * viewBox and the width and height, which the pages rely on for layout without shift.
 */
export default {
  multipass: true,
  plugins: ['preset-default'],
}
