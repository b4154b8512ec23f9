// Learn to play (issue 32; docs/tutorials.md): each game's guided first game is played to its
// end by real taps on the widgets its coach points at, at 390 x 844 and 844 x 390. Every coach
// mark is photographed (build/screenshots/tutorial-*) and checked: its words inside their box,
// the box never over the widget it points at, and a press anywhere else refused visibly. The
// tutorial resumes where it was left after a reload, ends with Play a real game, and is never
// counted in the statistics.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// What is wrong with the coach's mark in hook `x` (empty: nothing).
function markProblems(x) {
  const coach = x.state.coach;
  const target = x.widgets[coach.widget];
  const words = (x.texts || []).find((t) => t.text === coach.words);
  if (!target) return [`the widget ${coach.widget} is not drawn`];
  if (!words) return ['the words are not drawn'];
  const problems = [];
  const p = words.panel, slack = 1.5;
  if (words.x < p.x - slack || words.y < p.y - slack || words.x + words.w > p.x + p.w + slack ||
      words.y + words.h > p.y + p.h + slack) problems.push('the words leave their box');
  if (overlaps(p, target)) problems.push(`the box covers ${coach.widget}`);
  if (p.x < 0 || p.y < 0 || p.x + p.w > x.size.width + slack || p.y + p.h > x.size.height + slack) {
    problems.push('the box leaves the screen');
  }
  return problems;
}

const showsMark = (x) => x.state && x.state.coach && x.state.coach.showing && h.tappable(x, x.state.coach.widget);

// Every game of the app with a tutorial (home offers its Learn to play), at two sizes: the
// phone at Fast, shot at every mark; the phone turned at Instant.
for (const game of h.appGames()) {
  for (const [label, size, pace] of [['phone', h.PHONE, 'fast'], ['landscape', h.LANDSCAPE, 'instant']]) {
    test(`${game.title}'s tutorial is played to its end by taps at ${size.viewport.width} x ${size.viewport.height}, resumes after a reload, and is never counted`, { timeout: 300000 }, async (t) => {
      await h.withApp(size, { pace }, async ({ page, errors }) => {
        const home = await h.waitScreen(page, 'home');
        if (!home.widgets[`home.${game.name}.learn`]) {
          t.skip(`${game.title} has no tutorial yet`);
          return;
        }
        await playTutorial(page, game, label);
        assert.deepStrictEqual(errors, []);
      });
    });
  }
}

async function playTutorial(page, game, label) {
  if (label === 'phone') {
    // A game never played here offers its tutorial as it is opened.
    await h.tap(page, `home.${game.name}`);
    await h.waitFor(page, (x) => x.screen === 'new' && !!x.widgets['new.learn'], { label: 'Learn to play offered' });
    await h.tap(page, 'new.learn');
  } else {
    await h.tap(page, `home.${game.name}.learn`);
  }
  let x = await h.waitFor(page, (y) => y.screen === 'table' && y.state.coach, { label: 'the tutorial table' });
  assert.strictEqual(x.state.coach.move, 0);
  let marks = 0, reloaded = false, refusedChecked = false;
  for (;;) {
    x = await h.waitFor(page, (y) => showsMark(y) || y.screen === 'new', { timeout: 60000, label: 'the next coach mark' });
    if (x.screen === 'new') break;
    const { move, widget, words } = x.state.coach;
    assert.deepStrictEqual(markProblems(x), [], `mark ${marks} (${widget}: ${words})`);
    if (label === 'phone' || marks === 0) await h.shot(page, `tutorial-${game.name}-${label}-${String(marks).padStart(2, '0')}`);
    if (!refusedChecked && x.widgets['table.rules']) {
      // Anything but the widget pointed at refuses a press, and shows it.
      const before = x.lastPress.count;
      await h.tap(page, 'table.rules');
      const y = await h.waitFor(page, (z) => z.lastPress.count > before, { label: 'the refused press' });
      assert.strictEqual(y.lastPress.verdict, 'disabled');
      assert.strictEqual(y.screen, 'table');
      refusedChecked = true;
    }
    if (!reloaded && move === 3) {
      // Left mid-way, it resumes where it was.
      await page.reload();
      await h.waitScreen(page, 'home');
      await h.tap(page, `home.${game.name}.learn`);
      const y = await h.waitFor(page, (z) => showsMark(z), { label: 'the resumed coach mark' });
      assert.strictEqual(y.state.coach.move, 3, 'the same move after a reload');
      reloaded = true;
      continue;
    }
    await h.tap(page, widget);
    marks++;
    assert.ok(marks < 80, 'the tutorial ends');
  }
  assert.ok(reloaded && refusedChecked);
  assert.strictEqual(x.state.open, game.name);
  // Never counted: no statistics, no finished game kept, and home says nothing of one.
  const kept = await page.evaluate((name) => ({
    stats: localStorage.getItem(`allclear.${name}.stats.v1`),
    results: localStorage.getItem(`allclear.${name}.results.v1`),
  }), game.name);
  assert.deepStrictEqual(kept, { stats: null, results: null });
  await h.tap(page, 'new.back');
  const home = await h.waitScreen(page, 'home');
  assert.strictEqual(home.state.home[game.name].stats, '');
}
