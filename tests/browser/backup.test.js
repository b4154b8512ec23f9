// Backup and restore: all saved data goes to a file and comes back on a fresh device, where the
// game resumes where it stood; a file that is not a good All Clear backup changes nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const h = require('./helpers');

// The game as it stands, without how it is being shown (the timeline is not saved).
function position(hook) {
  const { timeline, ...game } = hook.state.game || {};
  return JSON.stringify(game);
}

// Every localStorage entry (All Clear's and any other), as an object.
async function storedEntries(page) {
  return page.evaluate(() => {
    const out = {};
    for (let i = 0; i < localStorage.length; i++) out[localStorage.key(i)] = localStorage.getItem(localStorage.key(i));
    return out;
  });
}

function allClearEntries(entries) {
  return Object.fromEntries(Object.entries(entries).filter(([key]) => key.startsWith('allclear.')));
}

// A Clear! game against a quick bot, a few human steps in, waiting for the human.
async function playAFewMoves(page) {
  await h.startClearAgainstBot(page, { rounds: 3 });
  await h.clearSteps(page, 3, { skipBots: true });
  return h.waitFor(page, h.clearWaitsForPerson, { label: 'a human decision', timeout: 60000 });
}

async function openBackup(page, { shots = false } = {}) {
  await h.waitScreen(page, 'home');
  await h.scrollIntoView(page, 'home.backup');
  if (shots) await h.shot(page, 'phone-home-backup-button');
  await h.tap(page, 'home.backup');
  return h.waitScreen(page, 'backup');
}

// Taps Import and hands the picker `file` ({ name, mimeType, buffer } or a path).
async function pickFile(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), h.tap(page, 'backup.import')]);
  const waiting = await h.hook(page);
  assert.strictEqual(waiting.state.backup.refused, false, 'an earlier refusal is cleared');
  assert.strictEqual(waiting.state.backup.notice, '');
  await chooser.setFiles(file);
}

test('an exported backup imported on a fresh device resumes the game where it was', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ server, browser, page, errors }) => {
    const before = await playAFewMoves(page);
    await h.tap(page, 'table.home');
    await openBackup(page, { shots: true });
    await h.shot(page, 'phone-backup');

    const [download] = await Promise.all([page.waitForEvent('download'), h.tap(page, 'backup.export')]);
    assert.match(download.suggestedFilename(), /^allclear-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const file = JSON.parse(text);
    assert.strictEqual(file.format, 'allclear-backup');
    assert.strictEqual(file.version, 1);
    assert.strictEqual(download.suggestedFilename(), `allclear-backup-${file.exported}.json`);
    const saved = allClearEntries(await storedEntries(page));
    assert.deepStrictEqual(file.data, saved, 'the file holds every allclear.* entry as stored');
    assert.ok(file.data['allclear.clear.game'].includes('"allclear-record"'), 'the game in progress is in it');
    const exported = await h.hook(page);
    assert.match(exported.state.backup.notice, /^Exported \d+ entries as allclear-backup-/);
    await h.shot(page, 'phone-backup-exported');

    // A fresh device: nothing saved, plus an entry of All Clear the file does not have and one of
    // another site on the same origin.
    const context = await browser.newContext(h.PHONE);
    const fresh = await context.newPage();
    const freshErrors = h.watchErrors(fresh);
    await fresh.goto(server.url);
    await h.waitScreen(fresh, 'home');
    await fresh.evaluate(() => {
      localStorage.setItem('allclear.bingo.stats.v1.backup', 'left over');
      localStorage.setItem('another-app.setting', 'kept');
    });
    await openBackup(fresh);
    await pickFile(fresh, { name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
    const asked = await h.waitFor(fresh, (x) => x.state.backup && x.state.backup.confirm, { label: 'the confirmation' });
    assert.strictEqual(asked.state.backup.entries, Object.keys(file.data).length);
    assert.strictEqual(asked.state.backup.exported, file.exported);
    assert.ok(asked.widgets['backup.keep'] && asked.widgets['backup.confirm-import']);
    assert.strictEqual((await storedEntries(fresh))['allclear.clear.game'], undefined, 'nothing changes before confirming');
    await h.shot(fresh, 'phone-backup-confirm');

    // Replacing reloads the page, which reads the new data.
    const r = (await h.waitFor(fresh, (x) => h.tappable(x, 'backup.confirm-import'), { label: 'Replace ready' }))
      .widgets['backup.confirm-import'];
    await Promise.all([fresh.waitForEvent('load'), fresh.touchscreen.tap(r.x + r.w / 2, r.y + r.h / 2)]);
    const imported = await h.waitFor(fresh, (x) => x.screen === 'backup' && /^Imported/.test(x.state.backup.notice),
                                     { label: 'the import report' });
    assert.match(imported.state.backup.notice, new RegExp(`exported ${file.exported} \\(${Object.keys(file.data).length} entries\\)`));
    await h.shot(fresh, 'phone-backup-imported');
    const after = await storedEntries(fresh);
    assert.deepStrictEqual(allClearEntries(after), file.data, 'all allclear.* entries are the file\'s, and only those');
    assert.strictEqual(after['another-app.setting'], 'kept', 'other sites\' entries are left alone');

    await h.tap(fresh, 'backup.back');
    await h.waitScreen(fresh, 'home');
    await h.scrollIntoView(fresh, 'home.clear.resume');
    await h.tap(fresh, 'home.clear.resume');
    const resumed = await h.waitFor(fresh, h.clearWaitsForPerson, { label: 'the resumed game' });
    assert.strictEqual(position(resumed), position(before));
    assert.ok(await h.clearStep(fresh), 'the resumed game plays on');
    assert.deepStrictEqual(freshErrors, []);
    assert.deepStrictEqual(errors, []);
  });
});

test('a foreign, damaged or newer file is refused with a reason and nothing changes', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await playAFewMoves(page);
    const game = await page.evaluate(() => localStorage.getItem('allclear.clear.game'));
    await h.tap(page, 'table.home');
    await openBackup(page);
    const stored = await storedEntries(page);
    const good = { format: 'allclear-backup', version: 1, exported: '2026-11-23', data: { 'allclear.clear.game': game } };
    const cases = [
      ['a file of another app', JSON.stringify({ settings: { volume: 3 } }), /not an All Clear backup/],
      ['a text that is not JSON', 'this is {not json', /not an All Clear backup/],
      ['a cut file', JSON.stringify(good).slice(0, 120), /not an All Clear backup/],
      ['a saved game that does not replay',
       JSON.stringify({ ...good, data: { 'allclear.clear.game': game.replace(/"history":\[\d+/, '"history":[999') } }),
       /damaged: its entry allclear\.clear\.game cannot be used.*Nothing was imported/],
      ['an entry that is not All Clear\'s', JSON.stringify({ ...good, data: { 'another-app.setting': 'x' } }),
       /not All Clear's \(another-app\.setting\)/],
      ['a newer backup', JSON.stringify({ ...good, version: 2 }), /newer All Clear \(version 2\)/],
    ];
    for (const [name, text, reason] of cases) {
      await pickFile(page, { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      const refused = await h.waitFor(page, (x) => x.state.backup && x.state.backup.refused, { label: `${name} refused` });
      assert.match(refused.state.backup.notice, reason, name);
      assert.strictEqual(refused.screen, 'backup', name);
      assert.strictEqual(refused.state.backup.confirm, false, `${name}: no confirmation is asked`);
      assert.deepStrictEqual(await storedEntries(page), stored, `${name}: storage is unchanged`);
      if (name === 'a newer backup') await h.shot(page, 'phone-backup-refused');
    }
    // Keep what is here: a good file, then "Keep what is here".
    await pickFile(page, { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
    await h.waitFor(page, (x) => x.state.backup && x.state.backup.confirm, { label: 'the confirmation' });
    await h.tap(page, 'backup.keep');
    const kept = await h.waitFor(page, (x) => x.state.backup && !x.state.backup.confirm, { label: 'back to backup' });
    assert.strictEqual(kept.screen, 'backup');
    assert.deepStrictEqual(await storedEntries(page), stored, 'keeping changes nothing');
    assert.deepStrictEqual(errors, []);
  });
});
