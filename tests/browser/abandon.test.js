// Nothing irreversible on one stray tap: with a game in progress, New game -> Start asks
// before replacing it; "Keep playing" leaves the saved game untouched and resumes it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const KEY = 'allclear.clear.game';
const saved = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);

// From the table: Home, New game, Start; resolves to the hook once the question is up.
async function askToStartOver(page) {
  await h.tap(page, 'table.home');
  const home = await h.waitScreen(page, 'home');
  assert.ok(home.widgets['home.clear.resume'], 'home offers to resume');
  await h.tap(page, 'home.clear');
  await h.waitScreen(page, 'new');
  await h.tap(page, 'new.start');
  return h.waitFor(page, (x) => x.widgets['new.confirm-abandon'] && x.widgets['new.keep-playing'],
                   { label: 'the confirmation' });
}

test('starting a new game over a game in progress asks first', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 3 });
    // A move or two, then a position that waits for the human.
    await h.clearSteps(page, 2, { skipBots: true });
    const before = await h.waitForClearPerson(page);
    const record = await saved(page);
    assert.ok(record && record.includes('"allclear-record"'), 'a game is saved');

    // Home keeps the game resumable; New game -> Start asks instead of starting.
    const ask = await askToStartOver(page);
    assert.strictEqual(ask.screen, 'new');
    assert.ok(!ask.widgets['new.start'], 'the form is replaced by the question');
    for (const id of ['new.confirm-abandon', 'new.keep-playing']) {
      const r = ask.widgets[id];
      if (r.clipped) continue;  // partly scrolled under a bar: only its showing part is published
      assert.ok(r.w >= 44 && r.h >= 44, `${id} is touch-sized (${r.w}x${r.h})`);
      assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= 390 && r.y + r.h <= 844, `${id} is on screen`);
    }
    assert.ok(ask.widgets['new.keep-playing'].y < ask.widgets['new.confirm-abandon'].y, 'keeping comes first');
    assert.strictEqual(await saved(page), record, 'asking changes nothing');
    await h.shot(page, 'phone-confirm-abandon');

    // Keep playing: the same game, byte for byte, at the same position.
    await h.tap(page, 'new.keep-playing');
    const resumed = await h.waitScreen(page, 'table');
    assert.strictEqual(await saved(page), record, 'keep playing keeps the saved game');
    const { timeline: shownAfter, ...gameAfter } = resumed.state.game;
    const { timeline: shownBefore, ...gameBefore } = before.state.game;
    assert.strictEqual(JSON.stringify(gameAfter), JSON.stringify(gameBefore));
    assert.ok(await h.clearStep(page), 'the resumed game plays on');
    await h.waitFor(page, (x) => x.state.game.history > before.state.game.history, { label: 'play after resume' });

    // Confirming starts the new game.
    await h.waitForClearPerson(page);
    await askToStartOver(page);
    const record2 = await saved(page);
    await h.tap(page, 'new.confirm-abandon');
    const fresh = await h.waitScreen(page, 'table');
    assert.strictEqual(fresh.state.game.roundsCompleted, 0);
    assert.deepStrictEqual(fresh.state.game.scores, [0, 0]);
    const record3 = await saved(page);
    assert.ok(record3 && record3 !== record2, 'the new game replaced the saved one');
    assert.deepStrictEqual(errors, []);
  });
});

test('with no game in progress Start starts at once', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    assert.ok(await saved(page));
    assert.deepStrictEqual(errors, []);
  });
});
