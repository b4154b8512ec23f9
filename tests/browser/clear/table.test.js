// Clear!'s table on the shared timeline: one action per tap, and text that never collides, on a
// phone, in landscape and on a desktop; how a Line is chosen, marked and removed.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('../helpers');

const { FOUR, APART, mask, withSave, texts, record, recorded } = h.clearFourOnTheCard;
async function anaChooses(page) {
  return h.waitFor(page, (x) => h.clearWaitsForPerson(x) && x.state.game.next === 'human' && x.state.game.current === 0,
    { label: "Ana's choice", timeout: 60000 });
}

// Plays by taps until the round summary, returning the hook there.
// `each(hook)` looks at the table on the way.
async function playToSummary(page, { each, timeout = 600000 } = {}) {
  for (const start = Date.now(); Date.now() - start < timeout;) {
    const x = await h.hook(page);
    if (x.screen === 'summary' || x.screen === 'scoreboard') return x;
    if (each && x.screen === 'table') await each(x);
    if (!(await h.clearStep(page))) await page.waitForTimeout(100);
  }
  throw new Error('the round did not end');
}

// (Each step of a bot held at Normal pace, the round's last move on the table before the summary,
// and a double tap on Roll rolling once: every-table.test.js checks those for every game.)
test('a double tap on Remove removes one Line and makes nothing more', async () => {
  await h.withApp(h.PHONE, { prepare: withSave(['human', 'quick']) }, async ({ page, errors }) => {
    // The Four is offered first: chosen already, Remove is ready.
    const choosing = await anaChooses(page);
    const count = (x, re) => x.state.game.timeline.log.filter((l) => re.test(l)).length;
    await h.doubleTap(page, 'table.confirm');
    // Bo's Line from the same roll shown, the table waits for Ana again.
    const after = await h.waitFor(page, (x) => x.state.game.history > choosing.state.game.history && h.clearWaitsForPerson(x),
      { label: 'the removal and what followed', timeout: 60000 });
    assert.strictEqual(count(after, /^Ana removes /) - count(choosing, /^Ana removes /), 1, 'one Line removed');
    assert.strictEqual(count(after, /^Ana rolls /), count(choosing, /^Ana rolls /), 'nothing rolled');
    assert.deepStrictEqual(errors, []);
  });
});

test('at every size no text of the table overlaps other text, leaves its panel or lies under the news', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.startClear(page, { seats: ['human', 'quick', 'strong'], rounds: 1 });
    const phases = new Set();
    const check = async (phase) => {
      if (phases.has(phase)) return;
      phases.add(phase);
      assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, `clear-${phase}`), [], phase);
    };
    await playToSummary(page, {
      each: async (x) => {
        const t = x.state.game.timeline;
        if (t.roundEnd) await check('round-end');
        else if (t.step.startsWith('Bo ')) await check('bot-move');
        // Every phase but the round's end seen: the bots play on at once (Skip).
        if (['roll', 'choose', 'log', 'bot-move'].every((p) => phases.has(p))) await h.tapIfOffered(page, 'table.skip', { within: 0 });
        if (!h.clearWaitsForPerson(x)) return;
        await check(x.state.game.next === 'roll' ? 'roll' : 'choose');
        if (phases.has('log') || x.state.game.timeline.log.length === 0) return;
        await h.tap(page, 'table.log');
        await h.waitFor(page, (y) => y.widgets['table.log.close'], { label: 'the log' });
        await check('log');
        await h.tap(page, 'table.log.close');
      },
    });
    assert.ok(phases.has('choose') || phases.has('roll'), 'a decision was seen');
    assert.deepStrictEqual(errors, []);
  });
});

test('a Line of 4 is marked as a Four (+2) among the matching Lines and offered first', async () => {
  await h.withApp(h.PHONE, { prepare: withSave(['human', 'quick']) }, async ({ page, errors }) => {
    const x = await anaChooses(page);
    const g = x.state.game;
    assert.strictEqual(g.lines.length, 5, `five Lines match: ${g.lines}`);
    assert.deepStrictEqual(g.fours, [FOUR], 'the Four is told apart');
    assert.strictEqual(g.lines[0], FOUR, 'first among the Lines');
    assert.strictEqual(g.selected, FOUR, 'offered first: chosen already');
    // "+2" on the Four's band between its middle coins (c2 and b3), off both coins' centres.
    const [c2, b3] = [x.widgets['table.square.c2'], x.widgets['table.square.b3']];
    const plus = texts(x, /^\+2$/);
    assert.strictEqual(plus.length, 1, 'one "+2" on the card');
    const mid = { x: plus[0].x + plus[0].w / 2, y: plus[0].y + plus[0].h / 2 };
    const centre = (w) => ({ x: w.x + w.w / 2, y: w.y + w.h / 2 });
    const within = (p, a, b) => p.x >= Math.min(a.x, b.x) && p.x <= Math.max(a.x, b.x) && p.y >= Math.min(a.y, b.y) && p.y <= Math.max(a.y, b.y);
    assert.ok(within(mid, centre(c2), centre(b3)), `"+2" between c2 and b3: ${JSON.stringify(plus[0])}`);
    for (const w of [c2, b3]) {
      const c = centre(w);
      assert.ok(!(c.x >= plus[0].x && c.x <= plus[0].x + plus[0].w && c.y >= plus[0].y && c.y <= plus[0].y + plus[0].h), 'no coin hidden');
    }
    assert.strictEqual(texts(x, /Four \(\+2\) offered first/).length, 1, 'the line over the card says so');
    assert.ok(plus[0].onPieces, 'a tag across the coins, not a label over them');
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'clear-four-offered'), [], 'the tag at every size');
    await h.shot(page, 'phone-clear-four-offered');
    await h.tap(page, 'table.confirm');
    const after = await h.waitFor(page, (y) => y.state.game.history > g.history, { label: 'the Four removed' });
    assert.ok(after.state.game.timeline.log.some((l) => /^Ana removes a Four! \(\+2\)/.test(l)), 'a Four, +2');
    assert.deepStrictEqual(errors, []);
  });
});

test('a coin on exactly one matching Line selects that Line with one tap; a coin on several shows the choices plainly', async () => {
  await h.withApp(h.PHONE, { prepare: withSave(['human', 'quick']) }, async ({ page, errors }) => {
    const x = await anaChooses(page);
    // d4 lies on one Line only: one tap, and it is the Line chosen.
    await h.tap(page, 'table.square.d4');
    let y = await h.waitFor(page, (z) => z.state.game.selected === APART, { label: 'd4 e4 f4 chosen' });
    assert.deepStrictEqual(y.state.game.choices, [], 'no choice to make');
    assert.ok(y.widgets['table.confirm'].enabled !== false, 'Remove is offered at once');
    assert.strictEqual(texts(y, /Line of 3 chosen; a Four \(\+2\) is offered too/).length, 1, 'giving up the Four is said');
    // A coin on no matching Line (a1) says so, where the news is read.
    const lone = 'table.square.a1';
    assert.ok(!y.state.game.lines.some((l) => l & mask('a1')), 'a1 lies on no matching Line');
    await h.tap(page, lone);
    await h.waitFor(page, (z) => (z.texts || []).some((t) => t.news && /^No matching Line through/.test(t.text)), { label: 'the news says why' });
    assert.strictEqual((await h.hook(page)).state.game.selected, APART, 'the chosen Line stays chosen');
    // d1 lies on three: the first (the Four) is chosen, the three are shown and said.
    await h.tap(page, 'table.square.d1');
    y = await h.waitFor(page, (z) => z.state.game.choices.length > 0, { label: 'the choices through d1' });
    assert.deepStrictEqual([...y.state.game.choices].sort(), [FOUR, mask('d1', 'c2', 'b3'), mask('d1', 'e2', 'f3')].sort());
    assert.strictEqual(y.state.game.selected, FOUR, 'the Four first');
    assert.strictEqual(texts(y, /3 Lines through this coin/).length, 1, 'the line over the card names the choice');
    await h.shot(page, 'phone-clear-choices-d1');
    // Again on d1: the next of the three.
    await h.tap(page, 'table.square.d1');
    y = await h.waitFor(page, (z) => z.state.game.selected !== FOUR, { label: 'the next Line through d1' });
    assert.ok(y.state.game.choices.includes(y.state.game.selected), 'still one of the three');
    const chosen = y.state.game.selected;
    await h.tap(page, 'table.confirm');
    const after = await h.waitFor(page, (z) => z.state.game.history > x.state.game.history, { label: 'the Line removed' });
    const card = after.state.game.cards[0];
    for (let sq = 0; sq < 24; sq++) assert.strictEqual(card[sq] === -1, ((chosen >>> sq) & 1) === 1, `square ${sq}`);
    assert.deepStrictEqual(errors, []);
  });
});

test("a removed Line's coins lift and fade off the card within the step's time, the person's own and a bot's", async () => {
  await h.withApp(h.PHONE, { prepare: withSave(['human', 'quick']) }, async ({ page, errors }) => {
    await anaChooses(page);
    await record(page, (x) => ({ leaving: x.state.game.leaving, step: x.state.game.timeline.step }));
    await h.tap(page, 'table.confirm');
    await h.waitFor(page, (y) => h.clearWaitsForPerson(y) || y.screen !== 'table', { label: 'both Lines shown', timeout: 60000 });
    const frames = await recorded(page);
    for (const [seat, who] of [[0, 'Ana'], [1, 'Bo']]) {
      const leaving = frames.filter((f) => f.leaving && f.leaving.seat === seat && f.leaving.t > 0 && f.leaving.t < 1);
      assert.ok(leaving.length >= 3, `${who}'s coins were seen leaving in ${leaving.length} frames`);
      assert.ok(leaving.every((f) => f.step.startsWith(`${who} removes`)), `while ${who}'s Line is on screen`);
      const ts = leaving.map((f) => f.leaving.t);
      assert.ok(ts.every((t, i) => i === 0 || t >= ts[i - 1]), `they rise and fade in order: ${ts}`);
      assert.ok(new Set(ts).size >= 3, `moving: ${ts}`);
    }
    assert.strictEqual(frames.find((f) => f.leaving && f.leaving.seat === 0).leaving.squares, FOUR, "Ana's Four leaves");
    assert.deepStrictEqual(errors, []);
  });
});

// Issue 29: "Where a player has nothing to decide ... offer to roll on until a decision comes."
// Keep rolling stays on through the person's choices, for the round: they choose their Lines,
// and their rolls go on being made for them until Stop rolling.
test('Keep rolling makes the person\'s rolls for the rest of the round, their Lines still theirs to choose, until Stop rolling', { timeout: 600000 }, async () => {
  await h.withApp(h.PHONE, { pace: 'fast' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    await h.waitFor(page, (x) => h.tappable(x, 'table.keep-rolling'), { label: 'Keep rolling offered', timeout: 60000 });
    await h.tap(page, 'table.keep-rolling');
    const anaRolls = (x) => x.state.game.timeline.log.filter((l) => /^Ana rolls/.test(l)).length;
    // A Line of Ana's to choose, reached without a tap on Roll; she chooses it.
    const choice = await anaChooses(page);
    assert.ok(choice.state.game.keepRolling, 'still on while she chooses');
    assert.ok(await h.clearStep(page), 'she chose a Line');
    // Her next roll is made for her (or the round ends first); the rolls between are Bo's, and
    // each may give her Lines to choose (everyone chooses from every roll): she chooses them.
    let next = await h.hook(page);
    for (const start = Date.now(); Date.now() - start < 240000; next = await h.hook(page)) {
      if (next.screen !== 'table' || anaRolls(next) > anaRolls(choice)) break;
      if (!(await h.clearStep(page))) await page.waitForTimeout(100);
    }
    assert.ok(next.screen !== 'table' || anaRolls(next) > anaRolls(choice), 'her next roll was made for her');
    if (next.screen === 'table') {
      assert.ok(next.state.game.keepRolling, 'Keep rolling is still on after her Line');
      // Stop rolling stays in Roll's place, the bots' turns too; her Lines are hers meanwhile
      // (it gives way to them: a tap meant for it may find a Line to choose instead).
      for (const start = Date.now(); Date.now() - start < 240000;) {
        const x = await h.hook(page);
        if (x.screen !== 'table' || !x.state.game.keepRolling) break;
        assert.ok(h.clearWaitsForPerson(x) && x.state.game.next === 'human' || x.widgets['table.stop-rolling'] || !h.shownAll(x),
          'Stop rolling is offered whenever she has no Line to choose');
        if (!(await h.tapIfOffered(page, 'table.stop-rolling', { within: 0 })) && !(await h.clearStep(page)))
          await page.waitForTimeout(100);
      }
      const stopped = await h.hook(page);
      assert.ok(stopped.screen !== 'table' || !stopped.state.game.keepRolling, 'Stop rolling stopped it');
    }
    assert.deepStrictEqual(errors, []);
  });
});
