// The game is saved after every action: reloading mid-round resumes exactly the same position.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

// The game as it stands, without how it is being shown (the timeline and its log are not saved).
function position(hook) {
  const { timeline, ...game } = hook.state.game || {};
  return JSON.stringify({ screen: hook.screen, game });
}

test('reload mid-round resumes the same position', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 3 });
    // Play until the human has made a choice or two and it is the human's turn again.
    await h.clearSteps(page, 3, { skipBots: true });
    // Wait for a position where the table waits for the human (a choice or the human's roll).
    const before = await h.waitFor(page, (x) => x.screen === 'summary' || h.clearWaitsForPerson(x),
                                   { label: 'a human decision', timeout: 60000 });
    const saved = await page.evaluate(() => localStorage.getItem('allclear.clear.game'));
    assert.ok(saved && saved.includes('"allclear-record"'), 'a record is saved');
    await page.reload();
    const after = await h.waitFor(page, (x) => x.screen === before.screen, { label: 'resumed screen' });
    assert.strictEqual(position(after), position(before));
    // And the resumed game plays on.
    if (after.screen === 'table') {
      assert.ok(await h.clearStep(page));
      await h.waitFor(page, (x) => x.state.game.history > after.state.game.history, { label: 'play after resume' });
    }
    // At the round summary a reload shows the same ended table.
    const summary = await h.playClearRound(page, { skipBots: true });
    await page.reload();
    const again = await h.waitScreen(page, 'summary');
    assert.strictEqual(position(again), position(summary));
    assert.ok(again.state.game.finished && again.state.game.finished.cards.length === 2);
    assert.deepStrictEqual(errors, []);
  });
});
