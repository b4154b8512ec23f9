// What every game owes the player, checked once over the build's list of games (games.json, which
// the build writes from the allclear_game() lines): a new game joins these checks with no edit.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// Reads a game's Rules screen from top to bottom a screenful at a time, as a finger scrolls it:
// the layout problems met on the way, and the texts read.
async function readRules(page, game, size) {
  await h.waitScreen(page, 'home');
  await h.scrollIntoView(page, `home.${game.name}.rules`);
  await h.tap(page, `home.${game.name}.rules`);
  let x = await h.waitFor(page, (y) => y.screen === 'rules' && y.state.open === game.name, { label: `${game.title}'s rules` });
  // Its top at every size (a laptop too), the text set for each real pixel ratio.
  const problems = await h.layoutProblemsAtEverySize(page, `rules-${game.name}`);
  x = await h.hook(page);
  const { width, height } = page.viewportSize();
  const read = new Set();
  for (let screenful = 0; screenful < 80; screenful++) {
    problems.push(...h.layoutProblems(x).map((p) => `${size}, ${x.state.bodyScroll} px down: ${p}`));
    for (const t of x.texts || []) read.add(t.text);
    const before = x.state.bodyScroll;
    await h.dragUp(page, width / 2, height * 0.7, height * 0.2);
    // Scrolled on, or at the end: a drag there moves nothing (wait for the drag's frame).
    await h.settle(page);
    x = await h.hook(page);
    if (x.state.bodyScroll === before) break;
  }
  await h.tap(page, 'rules.back');
  await h.waitScreen(page, 'home');
  return { problems, read };
}

for (const game of h.appGames()) {
  test(`${game.title}: its Rules screen reads to its end on a phone held either way, no text overlapping another or leaving the screen (at the top on a laptop too), down to how this device plays it`, { timeout: 300000 }, async () => {
    for (const [size, options] of [['phone', h.PHONE], ['landscape', h.LANDSCAPE]]) {
      await h.withApp(options, async ({ page, errors }) => {
        const { problems, read } = await readRules(page, game, size);
        assert.deepStrictEqual(problems, []);
        const all = [...read].join('\n');
        assert.ok(read.size > 15, `${size}: the rules were read (${read.size} texts)`);
        assert.match(all, /\bsaved\b/, `${size}: the last section, how this device plays it, was reached`);
        assert.doesNotMatch(all, /\*\*|`|\]\(|DECISIONS|shared\/rules/, `${size}: words, not Markdown or notes for developers`);
        assert.deepStrictEqual(errors, []);
      });
    }
  });
}
