// Two humans share one phone: each chooses in turn with their own card drawn large.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

test('two humans on one device each choose with their own card large', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClear(page, { seats: ['human', 'human'] });
    const choosers = new Set();
    for (let step = 0; step < 60 && choosers.size < 2; step++) {
      // Each roll and move is shown before the next person acts: wait for it.
      const x = await h.waitFor(page, (y) => y.screen !== 'table' || h.clearWaitsForPerson(y), { label: 'a person to act', timeout: 60000 });
      if (x.screen !== 'table') break;
      const g = x.state.game;
      if (g.next === 'human') {
        assert.strictEqual(g.tableSeat, g.current, 'the chooser\'s card is the large one');
        choosers.add(g.current);
        if (choosers.size === 2) await h.shot(page, 'phone-hotseat-second-human');
      }
      assert.ok(await h.clearStep(page), `a human acts at step ${step} (${g.next})`);
    }
    assert.strictEqual(choosers.size, 2, 'both humans chose on their own card');
    assert.deepStrictEqual(errors, []);
  });
});

// Issue 18: with two people at one device, whose card and whose turn it is are unmistakable. Ana
// removes the Four of the saved game; her card stays large while her move is on screen, then the
// card goes to Bo with a hand-over line in his colour, and nothing on screen asks Bo to act
// under Ana's card.
test("the large card stays with the person who just moved until their move has been seen, then a clear hand-over", async () => {
  const c = h.clearFourOnTheCard;
  await h.withApp(h.PHONE, { prepare: c.withSave(['human', 'human']) }, async ({ page, errors }) => {
    const ana = await h.waitFor(page, (x) => h.clearWaitsForPerson(x) && x.state.game.next === 'human', { label: "Ana's choice", timeout: 60000 });
    assert.strictEqual(ana.state.game.current, 0);
    assert.strictEqual(ana.state.game.tableSeat, 0, "Ana's card is the large one");
    assert.strictEqual(c.texts(ana, /^Ana's card/).length, 1, 'the card says whose it is');
    assert.strictEqual(c.texts(ana, /^Ana, your turn/).length, 1, 'and whose turn it is');
    await h.watchSteps(page);
    await c.record(page, (x, now) => ({
      now, seat: x.state.game.tableSeat, caughtUp: x.state.game.timeline.caughtUp, next: x.state.game.next,
      current: x.state.game.current, step: x.state.game.timeline.step,
      texts: (x.texts || []).map((t) => t.text).filter((t) => /Bo|Ana/.test(t)),
    }));
    await h.tap(page, 'table.confirm');
    const bo = await h.waitFor(page, (x) => h.clearWaitsForPerson(x) && x.state.game.next === 'human' && x.state.game.current === 1,
      { label: "Bo's choice", timeout: 60000 });
    await h.shot(page, 'phone-clear-hotseat-handover');
    const frames = await c.recorded(page);
    const moving = frames.filter((f) => f.step.startsWith('Ana removes'));
    assert.ok(moving.length > 0 && moving.every((f) => f.seat === 0), "Ana's card stays large while her Four is on screen");
    const seen = (await h.stepsSeen(page)).find((s) => s.step.startsWith('Ana removes'));
    assert.ok(seen && seen.ms >= 900, `her move stayed ${seen && seen.ms} ms`);
    const first = frames.findIndex((f) => f.seat === 1);
    assert.ok(first > 0 && frames[first].caughtUp, 'the card goes to Bo only once her move has been seen');
    for (const f of frames.filter((g) => g.seat === 0)) {
      assert.ok(!f.texts.some((t) => /^Bo(,| rolls| picks)/.test(t)), `nothing asks Bo to act under Ana's card: ${f.texts}`);
    }
    assert.strictEqual(bo.state.game.tableSeat, 1);
    assert.strictEqual(c.texts(bo, /^Bo's card/).length, 1, "Bo's card says whose it is");
    assert.ok(frames.slice(first).some((f) => f.texts.some((t) => /^Over to Bo/.test(t))), 'a hand-over line for Bo');
    assert.deepStrictEqual(errors, []);
  });
});
