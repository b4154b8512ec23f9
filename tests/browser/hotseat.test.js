// Two humans share one phone: each chooses in turn with their own card drawn large.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('two humans on one device each choose with their own card large', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startGame(page, { seats: ['human', 'human'] });
    const choosers = new Set();
    for (let step = 0; step < 60 && choosers.size < 2; step++) {
      // Each roll and move is shown before the next person acts: wait for it.
      const x = await h.waitFor(page, (y) => y.screen !== 'table' || h.waitsForHuman(y), { label: 'a person to act', timeout: 60000 });
      if (x.screen !== 'table') break;
      const g = x.state.game;
      if (g.next === 'human') {
        assert.strictEqual(g.tableSeat, g.current, 'the chooser\'s card is the large one');
        choosers.add(g.current);
        if (choosers.size === 2) await h.shot(page, 'phone-hotseat-second-human');
      }
      assert.ok(await h.humanStep(page), `a human acts at step ${step} (${g.next})`);
    }
    assert.strictEqual(choosers.size, 2, 'both humans chose on their own card');
    assert.deepStrictEqual(errors, []);
  });
});
