// What every game owes the player, checked once over the build's list of games (games.json, which
// the build writes from the allclear_game() lines): a new game joins these checks with no edit,
// but for naming its first move in ONE_MOVE (its double-tap test fails until it does).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const h = require('./helpers');

// The game as the page shows it, without when its step was first drawn and how long it stays
// (clock times). `log: false` leaves out the round's log too.
function position(x, { log = true } = {}) {
  const { since, hold, ...timeline } = x.state.game.timeline;
  if (!log) delete timeline.log;
  return { screen: x.screen, game: { ...x.state.game, timeline } };
}

// What a screen shows the player: its texts, top to bottom, and what it offers to tap.
function drawn(x) {
  return { screen: x.screen, texts: (x.texts || []).map((t) => t.text), widgets: Object.keys(x.widgets || {}) };
}

async function savedGame(page, game) {
  return page.evaluate((key) => localStorage.getItem(key), `allclear.${game.name}.game`);
}

// Taps Skip whenever it is offered until the table gives way to the round's summary (the round's
// end is held on the table whatever Skip does).
async function skipToSummary(page) {
  for (;;) {
    const x = await h.waitFor(page, (y) => y.screen !== 'table' || h.tappable(y, 'table.skip') || y.widgets['table.log.close'],
      { label: 'Skip or the summary', timeout: 120000 });
    if (x.screen !== 'table') return h.waitFor(page, (y) => y.screen !== 'table' && y.state.game, { label: 'the summary' });
    // A tap meant for Skip that found it gone opens the log on a busy machine: closed, as a person would.
    if (x.widgets['table.log.close']) await h.tap(page, 'table.log.close');
    else await h.tapIfOffered(page, 'table.skip', { within: 0 });
  }
}

// ---------------------------------------------------------------------------------------
// Issue 17: "One action per tap: a double tap on Roll / Play / Confirm makes one action."

// The move a double tap is tried on, at the person's first decision of the seeded game (a bot
// in the first seat, the person last): the id of the widget one tap on which makes it, once
// whatever it needs is picked (`x`: the hook at the decision). Every game of games.json must be
// named here: the test of a game missing fails and says so.
const ONE_MOVE = {
  clear: async () => 'table.roll',
  bingo: async () => 'table.roll',
  'roll-and-clear': async () => 'table.roll',
  'clear-ace': async () => 'table.roll',
  // A swap (or a play) picked, a card of the hand then its place; Confirm makes it.
  'risky-business': async (page, x) => {
    const g = x.state.game;
    const move = g.moves.find((m) => m.kind === 'swap') || g.moves.find((m) => m.kind === 'play');
    assert.ok(move, `a swap or a play to make: ${JSON.stringify(g.moves)}`);
    await h.tap(page, `table.hand.${move.hand}`);
    await h.waitFor(page, (y) => y.state.game.picked === g.hand[move.hand], { label: 'the card picked' });
    await h.tap(page, move.kind === 'swap' ? `table.row.${move.row}` : `table.pile.${move.pile}`);
    await h.waitFor(page, (y) => y.state.game.target === move.action, { label: `the ${move.kind} picked` });
    return 'table.confirm';
  },
};

for (const game of h.appGames()) {
  test(`${game.title}: one action per tap: a double tap on the person's first move makes what one tap makes, and nothing more`, { timeout: 300000 }, async () => {
    const pickMove = ONE_MOVE[game.name];
    assert.ok(pickMove, `every-table.test.js names no first move for ${game.name} in ONE_MOVE: name the widget one tap on which makes it`);
    // The same game twice: one tap on the move, then a double tap, each followed to the person's
    // next decision (the bots' turns between played out at Normal pace, as seeded).
    const runs = [];
    for (const taps of [1, 2]) {
      await h.withApp(h.PHONE, { pace: 'normal', prepare: h.SEEDED }, async ({ page, errors }) => {
        await h.startGame(page, game, h.seatKinds(game, { person: true }));
        const before = await h.waitFor(page, h.waitsForPerson, { label: 'the person\'s first decision', timeout: 60000 });
        const id = await pickMove(page, before);
        if (taps === 1) await h.tap(page, id);
        else await h.doubleTap(page, id);
        const after = await h.waitFor(page, (x) => x.screen !== 'table' ||
          (h.waitsForPerson(x) && x.state.game.timeline.shownHistory > before.state.game.timeline.shownHistory),
        { label: 'the person\'s next decision', timeout: 120000 });
        runs.push({ id, before: position(before), after: position(after) });
        assert.deepStrictEqual(errors, []);
      });
    }
    const [once, twice] = runs;
    assert.deepStrictEqual(twice.before, once.before, 'the seeded game came to the same decision both times');
    assert.ok(once.after.game.timeline.log.length > once.before.game.timeline.log.length, `one tap on ${once.id} made a move`);
    // Counted by the hook: the actions shown and the log's lines, then the whole game as shown.
    assert.strictEqual(twice.after.game.timeline.shownHistory, once.after.game.timeline.shownHistory,
      `a double tap on ${once.id} applied as many actions as one tap`);
    assert.deepStrictEqual(twice.after.game.timeline.log, once.after.game.timeline.log, `a double tap on ${once.id} told what one tap told`);
    assert.deepStrictEqual(twice.after, once.after, `after a double tap on ${once.id} the game stands as after one tap`);
  });
}

// ---------------------------------------------------------------------------------------
// Issue 17: "No roll, draw or bot move passes unseen: each is a step held at Normal pace at
// least ~1.0 s for a bot's move or a roll (a sub-step of a chain at least ~0.7 s)", and the step
// that ends a round stays 2.5 s on the table before the summary (web/kit/timeline.h).

const STEPS_WATCHED = 8;          // bots' steps seen played out before Skip hurries the round on
const SHORTEST_BOT_STEP_MS = 700;  // a chain's sub-step; a move or a roll stays longer
const ROUND_END_MS = 2500;         // Follower::kRoundEndSeconds
const READ_CHARS_PER_SECOND = 30;  // Follower::kReadingCharsPerSecond; "K♠" is two characters
const CLOCK_SLACK_MS = 2;          // the hook's times are whole milliseconds

for (const game of h.appGames()) {
  test(`${game.title}: at Normal pace each step of the bots' play stays on the table its time, at least 0.7 s and long enough to read, and the step that ends the round stays there 2.5 s before the summary, Skip or not`, { timeout: 600000 }, async () => {
    await h.withApp(h.PHONE, { pace: 'normal' }, async ({ page, errors }) => {
      // Watched from the new-game screen: the table's first step (a deal, a start roll) too.
      await h.startGame(page, game, h.seatKinds(game, { person: false }), { beforeStart: () => h.watchSteps(page) });
      await page.waitForFunction((watched) => {
        const seen = window.__stepsSeen.filter((s) => s.screen === 'table' && s.step);
        return seen.length > watched || seen.some((s) => s.roundEnd);
      }, STEPS_WATCHED, { polling: 100, timeout: 300000 });
      const told = (s) => s.screen === 'table' && s.step;
      // The steps played out, each with how long it stayed (the one on screen has no time yet).
      const played = (await h.stepsSeen(page)).filter((s) => told(s) && s.ms !== undefined && !s.roundEnd);
      assert.ok(played.length >= Math.min(STEPS_WATCHED, 3), `the bots' steps were seen: ${JSON.stringify(played)}`);
      const log = (await h.hook(page)).state.game.timeline.log;
      for (const s of played) {
        const reading = ([...s.step].length / READ_CHARS_PER_SECOND) * 1000;
        assert.ok(s.hold >= Math.max(SHORTEST_BOT_STEP_MS, reading) - CLOCK_SLACK_MS, `"${s.step}" was to stay ${s.hold} ms`);
        assert.ok(s.ms >= s.hold - CLOCK_SLACK_MS, `"${s.step}" stayed ${Math.round(s.ms)} ms of its ${s.hold}`);
        assert.ok(log.includes(s.step), `the round's log keeps "${s.step}"`);
      }
      // The rest of the round at once (Skip): its end is still held on the table.
      await skipToSummary(page);
      const seen = await h.stepsSeen(page);
      const table = seen.findIndex((s) => s.screen === 'table');
      const summary = seen.findIndex((s, i) => i > table && s.screen !== 'table');
      const end = seen[summary - 1];
      assert.ok(table >= 0 && summary > table && end.roundEnd && told(end),
        `the step that ends the round was on the table just before the ${seen[summary] && seen[summary].screen}: ${JSON.stringify(seen.slice(-4))}`);
      assert.ok(end.hold >= ROUND_END_MS - CLOCK_SLACK_MS && end.ms >= end.hold - CLOCK_SLACK_MS,
        `"${end.step}" stayed ${Math.round(end.ms)} ms of its ${end.hold}`);
      const holds = played.map((s) => s.hold);
      console.log(`# ${played.length} steps held ${Math.min(...holds)} to ${Math.max(...holds)} ms as planned; the round's end ${end.hold} ms`);
      assert.deepStrictEqual(errors, []);
    });
  });
}

// ---------------------------------------------------------------------------------------
// The game is saved after every move and resumes where it stood (each game's rules, "On this
// device"). The round's log is left out of the comparisons: a reload tells the round so far in
// one go (Follower::resume), and Roll and Clear's placements, told with the roll before them,
// then read otherwise than as first told ("Ana rolls 3 4 4 6, a 6, a 4").

for (const game of h.appGames()) {
  test(`${game.title}: a reload at the person's first decision, after the bots' turns before it, comes back to that decision, the game as it stood`, { timeout: 300000 }, async () => {
    // At Instant pace: the bots' turns before the person's are played at once.
    await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
      await h.startGame(page, game, h.seatKinds(game, { person: true }));
      const before = await h.waitFor(page, h.waitsForPerson, { label: 'the person\'s first decision', timeout: 60000 });
      const saved = await savedGame(page, game);
      assert.ok(saved, 'the game is saved under its own key');
      assert.strictEqual(JSON.parse(saved).history.length, before.state.game.timeline.shownHistory, 'the table shows the game as saved');
      await page.reload();
      const after = await h.waitFor(page, (x) => x.state && x.state.game && h.waitsForPerson(x), { label: 'the decision after the reload', timeout: 60000 });
      assert.deepStrictEqual(position(after, { log: false }), position(before, { log: false }), 'the same game, position and round, as shown');
      assert.strictEqual(await savedGame(page, game), saved, 'the save is as it was');
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${game.title}: a reload while the bots play goes on with the same game, nothing lost or played twice; a reload at the game's end opens that end again`, { timeout: 600000 }, async () => {
    await h.withApp(h.PHONE, { pace: 'normal' }, async ({ page, errors }) => {
      // One round: its summary is the game's end (what follows a summary between rounds is each game's own).
      await h.startGame(page, game, h.seatKinds(game, { person: false }), { oneRound: true });
      // A few steps in, a step being shown or a bot about to move.
      const playing = await h.waitFor(page, (x) => x.screen === 'table' && x.state.game.timeline.log.length >= 4,
        { label: 'the bots a few steps in', timeout: 120000 });
      const saved = JSON.parse(await savedGame(page, game));
      await page.reload();
      const back = await h.waitFor(page, (x) => x.state && x.state.game, { label: 'the game after the reload' });
      assert.strictEqual(back.screen, 'table', 'back on the table');
      assert.strictEqual(back.state.game.seed, playing.state.game.seed, 'the same seed');
      // The bots play on from the save: what it held comes first in the save that follows.
      const shown = await h.waitFor(page, (x) => x.screen !== 'table' || x.state.game.timeline.shownHistory > saved.history.length,
        { label: 'the bots playing on past the reload', timeout: 120000 });
      const resumed = JSON.parse(await savedGame(page, game));
      assert.deepStrictEqual(resumed.history.slice(0, saved.history.length), saved.history, 'the moves saved before the reload, in order');
      assert.deepStrictEqual({ ...resumed, history: null }, { ...saved, history: null }, 'the same game, players and round');
      assert.ok(shown.screen !== 'table' || resumed.history.length >= shown.state.game.timeline.shownHistory, 'nothing shown that is not saved');

      // The game's end, then a reload there: the game's end again (the same summary, or the
      // screen a game opens on its end, as Clear!'s final scoreboard), the game as it ended.
      const summary = await skipToSummary(page);
      assert.strictEqual(summary.state.game.next, 'gameOver', 'one round, and the game is over');
      const atSummary = await savedGame(page, game);
      await page.reload();
      const again = await h.waitFor(page, (x) => x.state && x.state.game, { label: 'the game\'s end after the reload' });
      assert.ok(!['table', 'home'].includes(again.screen), `the game's end, not the ${again.screen}`);
      if (again.screen === summary.screen) assert.deepStrictEqual(drawn(again), drawn(summary), 'the same summary');
      assert.deepStrictEqual(position(again, { log: false }).game.timeline, position(summary, { log: false }).game.timeline, 'all of the game shown');
      assert.strictEqual(again.state.game.next, 'gameOver');
      assert.strictEqual(again.state.game.seed, summary.state.game.seed);
      assert.strictEqual(await savedGame(page, game), atSummary, 'the save is as it was');
      assert.deepStrictEqual(errors, []);
    });
  });
}

// ---------------------------------------------------------------------------------------
// Every game's Rules screen.

// The words the Rules screen ends with: the last paragraph or list item of the game's rules,
// docs/rules/<game>.md less its section "For developers", without its marks as
// scripts/embed-rules.py drops them (a list item's bullet is drawn apart from its words).
function lastWordsOfRules(game) {
  const markdown = fs.readFileSync(path.join(h.ROOT, 'docs', 'rules', `${game.name}.md`), 'utf8');
  const sections = markdown.split(/^## /m).slice(1).filter((s) => !/^For developers\s*\n/.test(s));
  const blocks = [];
  let open = false;
  for (const line of sections[sections.length - 1].split('\n').slice(1)) {
    const item = /^ *(- |\d+\. )(.*)$/.exec(line);
    if (!line.trim()) open = false;
    else if (item) { blocks.push(item[2].trim()); open = true; }
    else if (open) blocks[blocks.length - 1] += ` ${line.trim()}`;
    else { blocks.push(line.trim()); open = true; }
  }
  return blocks[blocks.length - 1]
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(?<![\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?![\w*])/g, '$1')
    .replace(/`/g, '');
}

// Reads a game's Rules screen from top to bottom a screenful at a time, as a finger scrolls it:
// the layout problems met on the way, and the texts read. `everySize`: its top is laid out at
// every size too (a laptop's as well).
async function readRules(page, game, size, { everySize }) {
  await h.waitScreen(page, 'home');
  await h.scrollIntoView(page, `home.${game.name}.rules`);
  await h.tap(page, `home.${game.name}.rules`);
  let x = await h.waitFor(page, (y) => y.screen === 'rules' && y.state.open === game.name, { label: `${game.title}'s rules` });
  const problems = everySize ? await h.layoutProblemsAtEverySize(page, `rules-${game.name}`) : [];
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
    const lastWords = lastWordsOfRules(game);
    // The laptop's and the real pixel ratios are laid out once, from the upright phone.
    for (const [size, options, everySize] of [['phone', h.PHONE, true], ['landscape', h.LANDSCAPE, false]]) {
      await h.withApp(options, async ({ page, errors }) => {
        const { problems, read } = await readRules(page, game, size, { everySize });
        assert.deepStrictEqual(problems, []);
        const all = [...read].join('\n');
        assert.ok(read.size > 15, `${size}: the rules were read (${read.size} texts)`);
        assert.ok(read.has(lastWords), `${size}: the rules were read to their last words, "${lastWords}"`);
        assert.doesNotMatch(all, /\*\*|`|\]\(|DECISIONS|shared\/rules|For developers/, `${size}: words, not Markdown or notes for developers`);
        assert.deepStrictEqual(errors, []);
      });
    }
  });
}
