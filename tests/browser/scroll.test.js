// ImGui 1.86 has no touch scrolling: the app scrolls a screen's body when a finger drags it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

test('a finger drag scrolls the new-game seats on a landscape phone', async () => {
  await h.withApp(h.LANDSCAPE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear');
    await h.waitScreen(page, 'new');
    for (let i = 0; i < 4; i++) await h.tap(page, 'new.players.plus');
    const before = (await h.hook(page)).widgets['new.seat5.name'];
    assert.ok(before.y + before.h > 390, 'the last seat starts below the fold');
    await h.shot(page, 'landscape-new-game');
    await h.dragUp(page, 600, 300, 100);
    const after = await h.waitFor(page, (x) => x.widgets['new.seat5.name'].y < before.y - 100, { label: 'scrolled seats' });
    assert.strictEqual(after.screen, 'new', 'dragging tapped nothing');
    assert.deepStrictEqual(errors, []);
  });
});

test('a rules screen opens at its top whatever the scroll of the rules read before', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.clear.rules');
    await h.tap(page, 'home.clear.rules');
    await h.waitScreen(page, 'rules');
    await h.dragUp(page, 200, 600, 150);
    await h.waitFor(page, (x) => x.state.bodyScroll > 200, { label: 'the rules scrolled down' });
    await h.tap(page, 'rules.back');
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.bingo.rules');
    await h.tap(page, 'home.bingo.rules');
    const rules = await h.waitFor(page, (x) => x.screen === 'rules' && x.state.open === 'bingo', { label: "Bingo Battle's rules" });
    assert.strictEqual(rules.state.bodyScroll, 0, 'at the top');
    assert.deepStrictEqual(errors, []);
  });
});

test("Back from a game's rules returns to home where the player left it", async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    const id = 'home.risky-business.rules';
    const left = await h.scrollIntoView(page, id);
    assert.ok(left.state.bodyScroll > 100, 'the last game is below the fold');
    await h.tap(page, id);
    await h.waitFor(page, (x) => x.screen === 'rules' && x.state.open === 'risky-business', { label: 'its rules' });
    await h.tap(page, 'rules.back');
    const back = await h.waitFor(page, (x) => x.screen === 'home' && x.widgets[id], { label: 'home again' });
    assert.ok(Math.abs(back.state.bodyScroll - left.state.bodyScroll) <= 1,
      `home scrolled as left (${back.state.bodyScroll}, was ${left.state.bodyScroll})`);
    assert.ok(Math.abs(back.widgets[id].y - left.widgets[id].y) <= 1, 'the game is where it was');
    assert.deepStrictEqual(errors, []);
  });
});

// web/pointer.cc: a wheel scrolls as far as it turned, a trackpad's small deltas a little at once
// (SDL's whole steps made any event one fixed jump and held small ones back until they added up).
test('a mouse wheel scrolls the rules in proportion to how far it turned, small deltas at once', async () => {
  await h.withApp(h.DESKTOP, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear.rules');
    await h.waitFor(page, (x) => x.screen === 'rules' && x.state.bodyScroll === 0, { label: 'the rules at their top' });
    const { width, height } = page.viewportSize();
    await page.mouse.move(width / 2, height / 2);
    // The scroll once the wheel's deltas have been drawn: moved past `from`, then quiet.
    const scrolledBy = async (deltas, from) => {
      for (const d of deltas) await page.mouse.wheel(0, d);
      await h.waitFor(page, (x) => x.state.bodyScroll > from, { label: `the rules scrolled past ${from}` });
      await h.settle(page, { quietMs: 300, maxMs: 3000 });
      return (await h.hook(page)).state.bodyScroll - from;
    };
    const one = await scrolledBy([100], 0);
    const three = await scrolledBy([300], one);
    assert.ok(three > 2.5 * one && three < 3.5 * one, `300 px of wheel scrolled ${three}, 100 px ${one}`);
    const small = await scrolledBy(Array(10).fill(4), one + three);
    assert.ok(small > 0 && small < one, `ten turns of 4 px scrolled ${small}, 100 px ${one}`);
    assert.strictEqual((await h.hook(page)).screen, 'rules', 'the wheel pressed nothing');
    assert.deepStrictEqual(errors, []);
  });
});
