// Renders the app icons in public/ from the two SVGs there, with Debian's Chromium (never downloads a
// browser): the round logo at 192 and 512 px, the full-bleed maskable icon (the letter inside the 80%
// safe zone) at 512 px, and the 180 px Apple touch icon. Run after changing an icon SVG; the PNGs are
// committed so the build needs no browser.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const render = async (svgFile, size, out, transparent) => {
  const svg = readFileSync(`public/${svgFile}`, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({ path: `public/${out}`, omitBackground: transparent, clip: { x: 0, y: 0, width: size, height: size } });
};
await render('favicon.svg', 192, 'icon-192.png', true);
await render('favicon.svg', 512, 'icon-512.png', true);
await render('icon-maskable.svg', 512, 'icon-maskable-512.png', false);
await render('icon-maskable.svg', 180, 'apple-touch-icon.png', false);
await browser.close();
console.log('wrote public/icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png');
