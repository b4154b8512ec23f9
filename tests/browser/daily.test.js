// The daily challenge on a phone, with the page's clock set to 2026-11-23: each game's Daily
// challenge button starts that day's seed (the same on every device; Clear!'s is pinned in the
// native tests too) against strong bots; tapped again it resumes; over another game in
// progress it asks first. A finished challenge is kept for the day and its result is shared as
// text on the clipboard.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const DAY = '2026-11-23';
const CLEAR_SEED = 473314;  // daily_seed("clear", "2026-11-23"), pinned in tests/device_data_test.cc

async function onTheDay(context) {
  await context.clock.setFixedTime(new Date(`${DAY}T12:00:00`));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

function daily(page, game) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) || 'null'), `allclear.${game}.daily.v1`);
}

test('the daily challenge starts the day\'s seed against strong bots, resumes, and asks before replacing a game', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: onTheDay }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.clear.daily');
    await h.shot(page, 'phone-home-daily');
    await h.tap(page, 'home.clear.daily');
    const x = await h.waitFor(page, (y) => y.screen === 'table' && y.state.game && y.state.game.name === 'clear', { label: 'the Clear! table' });
    assert.strictEqual(x.state.game.seed, CLEAR_SEED, 'the day\'s seed');
    assert.ok((x.texts || []).some((t) => t.text === 'Daily'), 'the table says it is the daily challenge');
    await h.shot(page, 'phone-daily-table');
    assert.deepStrictEqual(x.state.game.humans.slice(1).every((v) => v === 0), true, 'the others are bots');
    const kept = await daily(page, 'clear');
    assert.deepStrictEqual(kept.days, [{ date: DAY, seed: CLEAR_SEED }], 'the day is kept, with no result yet');
    // Home, then the button again: the same game resumes.
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.clear.daily');
    await h.tap(page, 'home.clear.daily');
    const resumed = await h.waitFor(page, (y) => y.screen === 'table', { label: 'the challenge resumed' });
    assert.strictEqual(resumed.state.game.seed, CLEAR_SEED);
    // Another game in progress: the challenge asks before replacing it, and Keep playing keeps it.
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear');
    await h.waitScreen(page, 'new');
    await h.tap(page, 'new.start');
    await h.waitFor(page, (y) => y.screen === 'new' && y.widgets['new.confirm-abandon'], { label: 'asked to abandon' });
    await h.tap(page, 'new.confirm-abandon');
    const other = await h.waitFor(page, (y) => y.screen === 'table', { label: 'another game' });
    assert.notStrictEqual(other.state.game.seed, CLEAR_SEED);
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.clear.daily');
    await h.tap(page, 'home.clear.daily');
    await h.waitFor(page, (y) => y.widgets['new.keep-playing'], { label: 'asked before replacing the game' });
    await h.tap(page, 'new.keep-playing');
    const kept2 = await h.waitFor(page, (y) => y.screen === 'table', { label: 'kept playing' });
    assert.strictEqual(kept2.state.game.seed, other.state.game.seed, 'the game in progress stays');
    assert.deepStrictEqual(errors, []);
  });
});

test('a finished daily challenge is kept for the day and shared as text', { timeout: 900000 }, async () => {
  await h.withApp({ ...h.PHONE }, { prepare: onTheDay }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.scrollIntoView(page, 'home.bingo.daily');
    await h.tap(page, 'home.bingo.daily');
    let x = await h.waitFor(page, (y) => y.screen === 'table' && y.state.game && y.state.game.name === 'bingo', { label: 'the Bingo table' });
    const seed = x.state.game.seed;
    assert.strictEqual((await daily(page, 'bingo')).days[0].seed, seed);
    // Played by taps to the end (the bot's steps shown at once).
    const start = Date.now();
    for (;;) {
      x = await h.hook(page);
      if (x.screen === 'summary' || (x.state.game && x.state.game.next === 'gameOver')) break;
      assert.ok(Date.now() - start < 360000, 'the game ended in time');
      if (!(await h.bingoStep(page, { showAll: true }))) {
        if (!x.widgets['table.skip'] || !(await h.tapIfOffered(page, 'table.skip'))) await page.waitForTimeout(200);
      }
    }
    const result = (await daily(page, 'bingo')).days[0];
    const address = await page.evaluate(() => location.origin + location.pathname);
    const text = `All Clear, Bingo Battle daily challenge ${DAY}: ${result.score} point${result.score === 1 ? '' : 's'}, ${result.won ? 'won' : 'lost'}. Play it: ${address}`;
    // The result screen shares it too (the daily is not played again), and its small board
    // shows the stacks' counts with no owner's tag over them.
    const over = await h.waitFor(page, (y) => y.screen === 'summary' && y.widgets['summary.share'], { label: 'Share on the summary' });
    assert.ok(!over.widgets['summary.play-again'], 'no Play again for the daily');
    assert.ok(!(over.texts || []).some((t) => /\u00d7\d/.test(t.text)), 'no owner tag on a stack');
    await h.shot(page, 'phone-daily-summary');
    await h.tap(page, 'summary.share');
    await h.waitFor(page, (y) => y.message === `Copied: ${text}`, { label: 'the result copied from the summary' });
    assert.strictEqual(result.date, DAY);
    assert.strictEqual(typeof result.score, 'number', 'the day has its result');
    assert.strictEqual(result.score, x.state.game.claims[0], 'the result is your claims');
    assert.strictEqual(result.won, x.state.game.winners.includes(0), 'won as the game says');
    // Home (a reload keeps the day) shows it and shares it.
    await h.tap(page, 'summary.home');
    await h.waitScreen(page, 'home');
    await page.reload();
    await h.waitScreen(page, 'home');
    const home = await h.scrollIntoView(page, 'home.bingo.share');
    assert.ok(!home.widgets['home.bingo.daily'], 'the day is done: no second try offered');
    await h.shot(page, 'phone-home-daily-done');
    await h.tap(page, 'home.bingo.share');
    await h.waitFor(page, (y) => y.message === `Copied: ${text}`, { label: 'the result copied' });
    assert.strictEqual(await page.evaluate(() => navigator.clipboard.readText()), text);
    await h.shot(page, 'phone-home-copied');
    // A browser that refuses both ways of copying: the result is shown instead of "Copied".
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
      document.execCommand = () => false;
    });
    await h.tap(page, 'home.bingo.share');
    await h.waitFor(page, (y) => y.message === `This browser refused to copy. Your result: ${text}`, { label: 'the refusal said' });
    assert.deepStrictEqual(errors, []);
  });
});
