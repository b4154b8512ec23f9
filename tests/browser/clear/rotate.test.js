// Turning a phone mid-game: a Clear! game started in portrait (390x844) goes on in landscape
// (844x390) and back. After each turn the table's actions lie inside the screen without
// overlapping anything tappable, the game is exactly as it was, and the next move is a tap.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };

function overlap(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// The table's layout is usable at `size`: every widget on the screen, and no action (anything
// but a coin's square) overlapping another widget.
function assertUsable(widgets, size, label) {
  const entries = Object.entries(widgets);
  assert.ok(entries.some(([id]) => id.startsWith('table.square.')), `${label}: the card's squares are published`);
  for (const [id, r] of entries) {
    assert.ok(r.x >= 0 && r.y >= 0 && r.x + r.w <= size.width + 0.5 && r.y + r.h <= size.height + 0.5,
              `${label}: ${id} ${JSON.stringify(r)} lies inside ${size.width}x${size.height}`);
  }
  const actions = entries.filter(([id]) => !id.startsWith('table.square.'));
  assert.ok(actions.length >= 4, `${label}: actions ${actions.map(([id]) => id)}`);
  for (const [id, r] of actions) {
    for (const [other, q] of entries) {
      if (other !== id) assert.ok(!overlap(r, q), `${label}: ${id} ${JSON.stringify(r)} overlaps ${other} ${JSON.stringify(q)}`);
    }
  }
}

// Turns the phone and waits for the table to be laid out for the new size.
async function turn(page, size) {
  await page.setViewportSize(size);
  const laidOut = await h.waitFor(page, (x) => x.screen === 'table' && x.widgets['table.rules'] &&
      x.widgets['table.rules'].x + x.widgets['table.rules'].w > size.width - 20 &&
      x.widgets['table.rules'].x + x.widgets['table.rules'].w <= size.width,
      { label: `the table laid out for ${size.width}x${size.height}` });
  await h.settle(page);
  return laidOut;
}

// One move by taps, from a table waiting for the human; returns the hook afterwards.
async function move(page, label) {
  const before = await h.waitForClearPerson(page);
  assert.ok(await h.clearStep(page), `${label}: a human step by tap`);
  const after = await h.hook(page);
  assert.ok(after.state.game.history > before.state.game.history, `${label}: the move was played`);
  return after;
}

test('a game started in portrait goes on in landscape and back, by taps', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 2 });
    await move(page, 'portrait');
    await move(page, 'portrait');
    let waiting = await h.waitForClearPerson(page);
    await h.shot(page, 'rotate-1-portrait');
    assertUsable(waiting.widgets, PORTRAIT, 'portrait');

    for (const [size, name] of [[LANDSCAPE, 'landscape'], [PORTRAIT, 'portrait again']]) {
      const turned = await turn(page, size);
      await h.shot(page, `rotate-${name === 'landscape' ? '2-landscape' : '4-portrait-again'}`);
      assert.deepStrictEqual(turned.state.game, waiting.state.game, `${name}: the game is unchanged`);
      assert.strictEqual(turned.state.notice, waiting.state.notice);
      assert.strictEqual(turned.message, waiting.message);
      assertUsable(turned.widgets, size, name);
      await move(page, name);
      waiting = await h.waitForClearPerson(page);
      if (name === 'landscape') await h.shot(page, 'rotate-3-landscape-moved');
      assertUsable(waiting.widgets, size, `${name}, after a move`);
    }
    assert.deepStrictEqual(errors, []);
  });
});
