// What the costliest files Import can be handed cost in the browser, for docs/saved-data.md (not
// a test: a figure is reported, never asserted). For each shape, up to the 5 MB limit: the time
// from handing the file to the picker until the backup screen says what it found, and the page's
// WebAssembly memory before and after (a page never gives memory back). Prints JSON.
// usage: node tests/measure/measure-costly-input.js   (after scripts/build-web.sh)
'use strict';
const h = require('../browser/helpers');

const SIZE = 4_700_000;  // under the 5,000,000-byte limit, like the file of zeros
const backup = (data) => `{"format":"allclear-backup","version":1,"exported":"2026-11-27","data":${data}}`;
const SHAPES = {
  'tiny values ([0,0,0,...])': () => `[${'0,'.repeat(SIZE / 2 - 1)}0]`,
  'deep nesting ([[[...]]])': () => '['.repeat(SIZE / 2) + ']'.repeat(SIZE / 2),
  'one long string': () => backup(`{"allclear.settings":"${'a'.repeat(SIZE)}"}`),
  'many small objects': () => `[${'{"a":1},'.repeat(SIZE / 8 - 1)}{"a":1}]`,
  'a saved game of a million actions': () => {
    const record = `{"format":"allclear-record","version":1,"game":"roll-and-clear","parameters":{"players":1},"seed":1,` +
      `"players":["human"],"names":["Ana"],"history":[${'1,'.repeat(999_999)}1],"round_scores":[],"final_scores":[]}`;
    return backup(JSON.stringify({ 'allclear.roll-and-clear.game': record }));
  },
};

async function wasmBytes(page) {
  return page.evaluate(() => (typeof wasmMemory !== 'undefined' ? wasmMemory.buffer.byteLength : Module.HEAP8.buffer.byteLength));
}

async function measure(name, text) {
  let result;
  await h.withApp(h.PHONE, async ({ page }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.backup');
    await h.tap(page, 'home.backup');
    await h.waitScreen(page, 'backup');
    const before = await wasmBytes(page);
    // Timed in the page, frame by frame: from when the file's text has been read (handed to the
    // app) to the first frame that shows what the app found. Handing a 5 MB file to the picker
    // over the test's connection takes seconds of its own, which no player waits for.
    await page.evaluate(() => {
      window.__costly = {};
      const look = () => {
        const c = window.__costly;
        if (c.read === undefined && Module.allclearPickedFile) c.read = performance.now();
        const x = window.__allclear;
        if (c.read !== undefined && x && (x.state.backup.notice || x.widgets['backup.confirm-import'])) c.shown = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), h.tap(page, 'backup.import')]);
    await chooser.setFiles({ name: 'costly.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const x = await h.waitFor(page, (y) => y.state.backup.notice !== '' || y.widgets['backup.confirm-import'],
      { label: 'what the import found', timeout: 120000 });
    const c = await page.waitForFunction(() => window.__costly.shown !== undefined && window.__costly, null, { timeout: 30000 }).then((v) => v.jsonValue());
    result = {
      shape: name, bytes: text.length, ms: Math.round(c.shown - c.read),
      wasmMbBefore: +(before / 2 ** 20).toFixed(1), wasmMbAfter: +((await wasmBytes(page)) / 2 ** 20).toFixed(1),
      notice: x.state.backup.notice || 'asked to replace',
    };
  });
  return result;
}

(async () => {
  const results = [];
  for (const [name, make] of Object.entries(SHAPES)) results.push(await measure(name, make()));
  console.log(JSON.stringify(results, null, 2));
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
